import { CheckCircleFilled } from '@ant-design/icons';
import { Alert, Modal } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { Homework } from '../../../core/studyTypes';
import { formatRelativeTime } from '../../../core/timeFormat';
import { showLocalError } from '../../../store/api/apiError';
import { useSubmitHomeworkMutation } from '../../../store/api/studyApi';
import { useGetMyOpusListQuery } from '../../../store/api/worksApi';
import { ListPager, LoadState } from '../../components/sections';
import { OpusCover } from '../../components/works';
import { useMessageApi } from '../../lib/MessageBridge';
import { CREATE_CENTER_PATH } from '../../lib/workPaths';
import { homeworkMessages as t } from './messages';

const PAGE_SIZE = 6;

interface SubmitDialogProps {
  /** The task being handed in; null when the dialog is closed. */
  homework: Homework | null;
  onClose: () => void;
}

/**
 * Handing in homework: one of my own works of the task's kind, picked from my works (newest
 * first), then 确认提交. A task past its due time is still taken and marked late; the dialog says so
 * before the click.
 */
export function SubmitDialog({ homework, onClose }: SubmitDialogProps) {
  const messageApi = useMessageApi();
  const [pageNumber, setPageNumber] = useState(1);
  const [chosen, setChosen] = useState<number | null>(homework?.submission?.opusId ?? null);
  const [submit, submitting] = useSubmitHomeworkMutation();
  const works = useGetMyOpusListQuery(
    { opusType: homework?.opusType ?? 1, pageNumber, pageSize: PAGE_SIZE },
    { skip: homework === null },
  );
  const [now] = useState(() => Date.now());
  if (!homework) return null;
  const list = works.data?.list ?? [];
  const kind = t.picker.kind[homework.opusType] ?? '';

  const confirm = async () => {
    if (chosen === null) {
      messageApi.warning(t.picker.choose);
      return;
    }
    try {
      const result = await submit({ homeworkId: homework.id, opusId: chosen }).unwrap();
      messageApi.success(result.submission?.late ? t.submittedLate : t.submittedOk);
      onClose();
    } catch (error) {
      showLocalError(error, t.submitFailed, messageApi.error);
    }
  };

  return (
    <Modal
      open
      title={t.picker.title(homework.title)}
      okText={t.picker.confirm}
      cancelText={t.picker.cancel}
      okButtonProps={{ disabled: chosen === null, loading: submitting.isLoading }}
      onOk={() => void confirm()}
      onCancel={onClose}
      width={720}
      destroyOnHidden
    >
      {homework.state === 'overdue' && (
        <Alert type="warning" showIcon title={t.overdueHint} className="homework-alert" />
      )}
      <p className="homework-picker-intro">
        {t.picker.intro} {t.picker.onlyKind(kind)}
      </p>
      <LoadState
        isLoading={works.isLoading}
        error={works.error}
        isEmpty={list.length === 0}
        emptyText={t.picker.empty}
        failedText={t.picker.loadFailed}
        onRetry={() => void works.refetch()}
      >
        <div className="homework-picker" role="radiogroup" aria-label={t.picker.intro}>
          {list.map((opus) => {
            const selected = opus.id === chosen;
            return (
              <button
                key={opus.id}
                type="button"
                role="radio"
                aria-checked={selected}
                className={selected ? 'homework-pick is-chosen' : 'homework-pick'}
                onClick={() => setChosen(opus.id)}
              >
                <OpusCover src={opus.cover} name={opus.name} opusType={opus.opusType} label={opus.name} />
                <span className="homework-pick-name">{opus.name}</span>
                <span className="homework-pick-time">
                  {t.picker.updated(formatRelativeTime(opus.updateTime, now))}
                </span>
                {selected && (
                  <CheckCircleFilled className="homework-pick-check" aria-label={t.picker.chosen} />
                )}
              </button>
            );
          })}
        </div>
      </LoadState>
      <ListPager
        className="homework-picker-pager"
        current={pageNumber}
        pageSize={PAGE_SIZE}
        total={works.data?.total}
        onChange={setPageNumber}
      />
      {works.data && works.data.total === 0 && (
        <p className="homework-picker-create">
          <Link to={CREATE_CENTER_PATH}>{t.picker.toCreateCenter}</Link>
        </p>
      )}
    </Modal>
  );
}
