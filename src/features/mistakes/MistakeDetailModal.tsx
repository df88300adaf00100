import { Modal, Spin } from 'antd';
import { skipToken } from '@reduxjs/toolkit/query';
import { useGetErrorQuestionDetailsQuery } from '../../../store/api/mistakesApi';
import { QuestionView } from '../../components/question';
import { mistakesMessages as t } from './messages';

interface MistakeDetailModalProps {
  /** The wrong answer to show; the dialog is closed while this is null. */
  questionId: number | null;
  onClose: () => void;
}

/** The question read-only, with the student's last wrong answer and the explanation behind a toggle. */
export function MistakeDetailModal({ questionId, onClose }: MistakeDetailModalProps) {
  const { data: question, isFetching, isError } = useGetErrorQuestionDetailsQuery(questionId ?? skipToken);
  const current = question && question.id === questionId ? question : undefined;

  let body;
  if (isFetching && !current) body = <Spin className="mistake-detail-loading" />;
  else if (isError || !current) body = <p>{t.detailFailed}</p>;
  else body = <QuestionView question={current} value={current.yourAnswer ?? null} mode="review" />;

  return (
    <Modal
      open={questionId !== null}
      onCancel={onClose}
      footer={null}
      destroyOnHidden
      title={t.detailTitle}
      width={800}
      centered
    >
      {body}
    </Modal>
  );
}
