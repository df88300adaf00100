import { Modal, Rate, Spin } from 'antd';
import { skipToken } from '@reduxjs/toolkit/query';
import { difficultyLabel } from '../../../core/format';
import { useGetKnowledgePointDetailQuery } from '../../../store/api/questionBankApi';
import { SafeHtml } from '../../components/SafeHtml';
import { knowledgeMessages as t } from './messages';

interface KnowledgeExplanationModalProps {
  /** The knowledge point to explain; the dialog is closed while this is null. */
  pointId: number | null;
  onClose: () => void;
}

/** Difficulty runs 1 (easy) … 5 (hard); the stars show it at a glance. */
const MAX_STARS = 5;

/** The explanation dialog: title, 引用次数, difficulty stars, text and video (SPEC.md §2). */
export function KnowledgeExplanationModal({ pointId, onClose }: KnowledgeExplanationModalProps) {
  const { data: detail, isFetching, isError } = useGetKnowledgePointDetailQuery(pointId ?? skipToken);
  const current = detail && detail.id === pointId ? detail : undefined;

  let body;
  if (isFetching && !current) body = <Spin className="knowledge-explanation-loading" />;
  else if (isError || !current) body = <p>{t.explanationFailed}</p>;
  else {
    const difficulty = Math.min(Math.max(current.difficulty, 1), MAX_STARS);
    body = (
      <>
        <dl className="knowledge-explanation-facts">
          <div>
            <dt>{t.quoteCount}</dt>
            <dd>{current.totalCount}</dd>
          </div>
          <div>
            <dt>{t.difficulty}</dt>
            <dd>
              <Rate
                disabled
                count={MAX_STARS}
                value={difficulty}
                aria-label={`${t.difficulty}：${difficultyLabel(current.difficulty)}`}
              />
              <span className="knowledge-explanation-level">{difficultyLabel(current.difficulty)}</span>
            </dd>
          </div>
        </dl>
        <section aria-label={t.textExplanation}>
          <h3>{t.textExplanation}</h3>
          {current.txtSolution ? (
            <SafeHtml className="knowledge-explanation-text" html={current.txtSolution} />
          ) : (
            <p>{t.noExplanation}</p>
          )}
        </section>
        {current.videoSolution && (
          <section aria-label={t.videoExplanation}>
            <h3>{t.videoExplanation}</h3>
            <video
              className="knowledge-explanation-video"
              src={current.videoSolution}
              controls
              preload="metadata"
              aria-label={t.videoExplanation}
            />
          </section>
        )}
      </>
    );
  }

  return (
    <Modal
      open={pointId !== null}
      onCancel={onClose}
      footer={null}
      destroyOnHidden
      title={current?.title ?? t.explanationTitle}
      width={720}
      centered
    >
      {body}
    </Modal>
  );
}
