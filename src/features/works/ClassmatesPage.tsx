import { useState } from 'react';
import { Avatar, Input, Radio } from 'antd';
import { UserOutlined } from '@ant-design/icons';
import { Link } from 'react-router-dom';
import { formatCount, truncateName } from '../../../core/format';
import type { Classmate } from '../../../core/galleryTypes';
import { GALLERY_LIMITS } from '../../../core/galleryTypes';
import { useGetMyClassmateCardQuery, useGetMyClassmateListQuery } from '../../../store/api/galleryApi';
import { LoadState, PageHero } from '../../components/sections';
import { worksMessages } from './messages';
import { timelinePath } from './paths';
import { WorksPager } from './WorksPager';
import './works.css';

const t = worksMessages.classmates;
/** Rows of eight, six, four and two cards stay full (works.css). */
const CLASSMATE_PAGE_SIZES = [24, 48];
const DEFAULT_PAGE_SIZE = CLASSMATE_PAGE_SIZES[0];
/** Names on a classmate's card keep six characters; the full name is its tooltip. */
const NAME_CHARS = 6;
/** Medals beyond these show in the user centre, not on a small card. */
const MEDALS_SHOWN = 4;
/** Radio values are strings: '' stands for every class. */
const ALL_CLASSES = '';

function ClassmateCard({ classmate }: { classmate: Classmate }) {
  const medals = classmate.medals.slice(0, MEDALS_SHOWN);
  return (
    <Link
      to={timelinePath(classmate.studentId)}
      className="classmate-card"
      title={t.openLabel(classmate.name)}
    >
      <Avatar size={56} src={classmate.avatar || undefined} icon={<UserOutlined />} alt="" />
      <span className="classmate-card-name">{truncateName(classmate.name, NAME_CHARS)}</span>
      <span className="classmate-card-class">{classmate.className}</span>
      <span className="classmate-card-works">{t.opusCount(formatCount(classmate.opusCount))}</span>
      {medals.length > 0 && (
        <span className="classmate-card-medals">
          {medals.map((medal) => (
            <img key={medal.medalName} src={medal.medalIcon} alt={medal.medalName} title={medal.medalName} />
          ))}
        </span>
      )}
    </Link>
  );
}

/**
 * /student/myClassmate (我的同学): the classes I am in with their counts, then my classmates as
 * cards (avatar, name, class, works, medals), searchable by name; a card opens their works.
 */
export default function ClassmatesPage() {
  const cards = useGetMyClassmateCardQuery();
  const [classId, setClassId] = useState<number | undefined>(undefined);
  const [draft, setDraft] = useState('');
  const [keyword, setKeyword] = useState('');
  const [page, setPage] = useState({ pageNumber: 1, pageSize: DEFAULT_PAGE_SIZE });
  const query = useGetMyClassmateListQuery({ classId, keyword: keyword || undefined, ...page });
  const firstPage = () => setPage((current) => ({ ...current, pageNumber: 1 }));
  const classes = cards.data ?? [];
  const list = query.data?.list ?? [];

  return (
    <div className="works-page classmates-page">
      <PageHero title={worksMessages.titles.classmates} intro={t.intro}>
        <Input.Search
          className="works-search"
          aria-label={t.search}
          placeholder={t.search}
          maxLength={GALLERY_LIMITS.keywordMaxLength}
          allowClear
          enterButton={t.searchButton}
          value={draft}
          onChange={(event) => {
            setDraft(event.target.value);
            if (event.target.value === '') {
              setKeyword('');
              firstPage();
            }
          }}
          onSearch={(value) => {
            setKeyword(value.trim());
            firstPage();
          }}
        />
      </PageHero>
      {classes.length > 0 && (
        <Radio.Group
          className="classmates-classes"
          aria-label={t.classes}
          value={classId === undefined ? ALL_CLASSES : String(classId)}
          onChange={(event) => {
            const value = String(event.target.value);
            setClassId(value === ALL_CLASSES ? undefined : Number(value));
            firstPage();
          }}
        >
          <Radio value={ALL_CLASSES}>
            <strong>{t.allClasses}</strong>
          </Radio>
          {classes.map((card) => (
            <Radio key={card.classId} value={String(card.classId)}>
              <strong>{card.className}</strong>
              <span>
                {t.classmateCount(card.classmateCount)} · {t.opusCount(formatCount(card.opusCount))}
              </span>
            </Radio>
          ))}
        </Radio.Group>
      )}
      <section
        className="works-panel"
        aria-label={worksMessages.titles.classmates}
        aria-busy={query.isFetching}
      >
        <LoadState
          isLoading={query.isLoading}
          error={query.error}
          isEmpty={list.length === 0}
          emptyText={keyword ? t.searchEmpty(keyword) : cards.data?.length === 0 ? t.noClass : t.empty}
          failedText={t.loadFailed}
          onRetry={() => void query.refetch()}
          skeletonRows={6}
        >
          <ul className="classmates-grid" aria-label={worksMessages.titles.classmates}>
            {list.map((classmate) => (
              <li key={classmate.studentId}>
                <ClassmateCard classmate={classmate} />
              </li>
            ))}
          </ul>
        </LoadState>
        <WorksPager
          page={page}
          total={query.data?.total}
          pageSizeOptions={CLASSMATE_PAGE_SIZES}
          showTotal={t.total}
          onChange={setPage}
        />
      </section>
    </div>
  );
}
