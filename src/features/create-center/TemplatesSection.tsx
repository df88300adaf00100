import { useState } from 'react';
import { Button, Pagination, Tabs, Tag } from 'antd';
import { AppstoreOutlined, CheckCircleFilled, LockOutlined, RocketOutlined } from '@ant-design/icons';
import type { OpusType, ThemeTemplate } from '../../../core/workTypes';
import { showLocalError } from '../../../store/api/apiError';
import {
  useGetThemeTemplateListQuery,
  useGetThemeTemplateTypeListQuery,
  useStartOpusFromTemplateMutation,
} from '../../../store/api/worksApi';
import { LoadState, SectionCard } from '../../components/sections';
import { KindFilter, OpusCover } from '../../components/works';
import { useMessageApi } from '../../lib/MessageBridge';
import { createCenterMessages } from './messages';
import { openInNewTabOnceReady } from './openInNewTab';
import { editorUrl } from './paths';
import { UnlockDialog } from './UnlockDialog';

const t = createCenterMessages.templates;
/** Twelve fill rows of four, three and two tiles alike (createCenter.css). */
const PAGE_SIZE = 12;
const ALL_TYPES = 'all';

function PriceTag({ template }: { template: ThemeTemplate }) {
  if (template.price === 0) return <Tag className="create-price is-free">{t.free}</Tag>;
  if (template.unlocked) {
    return (
      <Tag className="create-price is-unlocked" icon={<CheckCircleFilled />}>
        {t.unlocked}
      </Tag>
    );
  }
  return (
    <Tag className="create-price is-locked" icon={<LockOutlined />}>
      {t.price(template.price)}
    </Tag>
  );
}

interface TemplateCardProps {
  template: ThemeTemplate;
  starting: boolean;
  onUnlock: () => void;
  onUse: () => void;
}

function TemplateCard({ template, starting, onUnlock, onUse }: TemplateCardProps) {
  const headingId = `create-template-${template.id}`;
  return (
    <li>
      <article className="create-tile" aria-labelledby={headingId}>
        <div className="create-tile-cover">
          <OpusCover
            src={template.cover}
            name={template.name}
            opusType={template.opusType}
            label={t.coverOf(template.name)}
          />
          <span className={`create-kind is-kind-${template.opusType}`}>
            {createCenterMessages.kindNames[template.opusType]}
          </span>
          <PriceTag template={template} />
        </div>
        <div className="create-tile-body">
          <h3 id={headingId} className="create-tile-name" title={template.name}>
            {template.name}
          </h3>
          <p className="create-tile-description" title={template.description}>
            {template.description}
          </p>
          <span className="create-tile-type">{template.typeName}</span>
        </div>
        <footer className="create-tile-actions">
          {template.unlocked ? (
            <Button type="primary" block icon={<RocketOutlined />} loading={starting} onClick={onUse}>
              {t.use}
            </Button>
          ) : (
            <Button className="create-unlock-button" block icon={<LockOutlined />} onClick={onUnlock}>
              {t.unlock}
            </Button>
          )}
        </footer>
      </article>
    </li>
  );
}

/** 主题模板: templates by type and kind; a locked one is unlocked with points, an open one starts a work. */
export function TemplatesSection() {
  const messageApi = useMessageApi();
  const [typeKey, setTypeKey] = useState(ALL_TYPES);
  const [opusType, setOpusType] = useState<OpusType | undefined>(undefined);
  const [pageNumber, setPageNumber] = useState(1);
  const [unlocking, setUnlocking] = useState<ThemeTemplate | null>(null);
  const [startingId, setStartingId] = useState<number | null>(null);
  const types = useGetThemeTemplateTypeListQuery();
  const templates = useGetThemeTemplateListQuery({
    pageNumber,
    pageSize: PAGE_SIZE,
    typeId: typeKey === ALL_TYPES ? undefined : Number(typeKey),
    opusType,
  });
  const [startFromTemplate] = useStartOpusFromTemplateMutation();

  const use = async (template: ThemeTemplate) => {
    setStartingId(template.id);
    try {
      await openInNewTabOnceReady(async () => {
        const opus = await startFromTemplate(template.id).unwrap();
        return editorUrl(template.opusType, opus.id);
      });
    } catch (error) {
      showLocalError(error, t.useFailed, messageApi.error);
    } finally {
      setStartingId(null);
    }
  };

  const list = templates.data?.list ?? [];
  const total = templates.data?.total ?? 0;
  return (
    <SectionCard
      id="create-templates"
      tone="purple"
      icon={<AppstoreOutlined />}
      title={t.title}
      extra={
        <KindFilter
          label={t.kindFilter}
          value={opusType}
          onChange={(next) => {
            setOpusType(next);
            setPageNumber(1);
          }}
        />
      }
    >
      <Tabs
        className="create-template-types"
        activeKey={typeKey}
        onChange={(key) => {
          setTypeKey(key);
          setPageNumber(1);
        }}
        items={[
          { key: ALL_TYPES, label: t.allTypes },
          ...(types.data ?? []).map((type) => ({ key: String(type.id), label: type.name })),
        ]}
      />
      <LoadState
        isLoading={templates.isLoading}
        error={templates.error}
        isEmpty={list.length === 0}
        emptyText={t.empty}
        failedText={t.loadFailed}
        onRetry={() => void templates.refetch()}
        skeletonRows={5}
      >
        <ul className="create-grid" aria-label={t.title} aria-busy={templates.isFetching}>
          {list.map((template) => (
            <TemplateCard
              key={template.id}
              template={template}
              starting={startingId === template.id}
              onUnlock={() => setUnlocking(template)}
              onUse={() => void use(template)}
            />
          ))}
        </ul>
        <Pagination
          className="create-pagination"
          size="small"
          current={pageNumber}
          pageSize={PAGE_SIZE}
          total={total}
          hideOnSinglePage
          onChange={setPageNumber}
        />
      </LoadState>
      <UnlockDialog template={unlocking} onClose={() => setUnlocking(null)} />
    </SectionCard>
  );
}
