import {
  EditOutlined,
  ForkOutlined,
  HeartFilled,
  HeartOutlined,
  StarFilled,
  StarOutlined,
  WarningOutlined,
} from '@ant-design/icons';
import { Button, Modal } from 'antd';
import { useState } from 'react';
import { formatCount } from '../../../core/format';
import type { OpusDetail } from '../../../core/galleryTypes';
import type { SavedOpus } from '../../../core/workTypes';
import { showLocalError } from '../../../store/api/apiError';
import {
  useRemixOpusMutation,
  useSetOpusCollectionMutation,
  useSetOpusPraiseMutation,
} from '../../../store/api/opusApi';
import { ReportDialog } from '../../components/comments';
import { useMessageApi } from '../../lib/MessageBridge';
import { opusDetailMessages as t } from './messages';

/** The editor of a kind of work; creation opens in a new tab (SPEC.md §2 "Viewers"). */
export function editorPath(opusType: OpusDetail['opusType'], id: number): string {
  return `${opusType === 2 ? '/peixun/showPython' : '/peixun/showScratch'}?id=${id}`;
}

/**
 * What a signed-in viewer can do with a work: 点赞 and 收藏 as real toggles, 改编 (a remix in my
 * works, then the choice to open it), 举报, and for the author 编辑.
 */
export function OpusActions({ opus }: { opus: OpusDetail }) {
  const messageApi = useMessageApi();
  const [setPraise, praising] = useSetOpusPraiseMutation();
  const [setCollection, collecting] = useSetOpusCollectionMutation();
  const [remix, remixing] = useRemixOpusMutation();
  const [confirmingRemix, setConfirmingRemix] = useState(false);
  const [remixed, setRemixed] = useState<SavedOpus | null>(null);
  const [reporting, setReporting] = useState(false);

  const toggleLike = async () => {
    const on = !opus.isPraised;
    try {
      await setPraise({ id: opus.id, on }).unwrap();
      messageApi.success(on ? t.likeOk : t.unlikeOk);
    } catch (error) {
      showLocalError(error, t.likeFailed, messageApi.error);
    }
  };

  const toggleCollect = async () => {
    const on = !opus.isCollectioned;
    try {
      await setCollection({ id: opus.id, on }).unwrap();
      messageApi.success(on ? t.collectOk : t.uncollectOk);
    } catch (error) {
      showLocalError(error, t.collectFailed, messageApi.error);
    }
  };

  const startRemix = async () => {
    try {
      const work = await remix(opus.id).unwrap();
      setConfirmingRemix(false);
      setRemixed(work);
    } catch (error) {
      setConfirmingRemix(false);
      showLocalError(error, t.remixFailed, messageApi.error);
    }
  };

  const likes = formatCount(opus.praiseNumber);
  const favourites = formatCount(opus.collectionNumber);
  return (
    <div className="opus-actions">
      <Button
        className={opus.isPraised ? 'opus-like is-on' : 'opus-like'}
        icon={opus.isPraised ? <HeartFilled aria-hidden="true" /> : <HeartOutlined aria-hidden="true" />}
        aria-pressed={opus.isPraised}
        disabled={praising.isLoading}
        onClick={() => void toggleLike()}
      >
        {opus.isPraised ? t.liked : t.like} {likes}
      </Button>
      <Button
        className={opus.isCollectioned ? 'opus-collect is-on' : 'opus-collect'}
        icon={opus.isCollectioned ? <StarFilled aria-hidden="true" /> : <StarOutlined aria-hidden="true" />}
        aria-pressed={opus.isCollectioned}
        disabled={collecting.isLoading}
        onClick={() => void toggleCollect()}
      >
        {opus.isCollectioned ? t.collected : t.collect} {favourites}
      </Button>
      <Button icon={<ForkOutlined aria-hidden="true" />} onClick={() => setConfirmingRemix(true)}>
        {t.remix}
      </Button>
      {opus.mine ? (
        <Button
          icon={<EditOutlined aria-hidden="true" />}
          href={editorPath(opus.opusType, opus.id)}
          target="_blank"
        >
          {t.edit}
        </Button>
      ) : (
        <Button
          type="text"
          className="opus-report"
          icon={<WarningOutlined aria-hidden="true" />}
          onClick={() => setReporting(true)}
        >
          {t.report}
        </Button>
      )}
      <Modal
        open={confirmingRemix}
        title={t.remixTitle}
        okText={t.remixConfirm}
        cancelText={t.cancel}
        confirmLoading={remixing.isLoading}
        onOk={() => void startRemix()}
        onCancel={() => setConfirmingRemix(false)}
      >
        <p>{t.remixIntro}</p>
      </Modal>
      <Modal
        open={remixed !== null}
        title={t.remixDoneTitle}
        onCancel={() => setRemixed(null)}
        footer={[
          <Button key="later" onClick={() => setRemixed(null)}>
            {t.later}
          </Button>,
          <Button
            key="open"
            type="primary"
            href={remixed ? editorPath(opus.opusType, remixed.id) : undefined}
            target="_blank"
            onClick={() => setRemixed(null)}
          >
            {t.openEditor}
          </Button>,
        ]}
      >
        <p>{remixed ? t.remixDone(remixed.name) : ''}</p>
      </Modal>
      <ReportDialog
        item={reporting ? { kind: 'opus', id: opus.id } : null}
        onClose={() => setReporting(false)}
      />
    </div>
  );
}
