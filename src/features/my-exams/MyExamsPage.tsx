import { useState } from 'react';
import { Button, Tag } from 'antd';
import { Link, useNavigate } from 'react-router-dom';
import type { ExamListItem } from '../../../core/examTypes';
import { formatDateTime, formatDurationMs } from '../../../core/format';
import { useGetMyExamPaperQuery } from '../../../store/api/examApi';
import { CardGridPage } from '../../components/CardGridPage';
import { lazyComponent } from '../../lib/lazyComponent';
import { ExamSeal } from './ExamSeal';
import { myExamsMessages as t } from './messages';
import './myExams.css';
import { hasPassed } from '../../../core/grading';

/** The drawer brings the question viewers and the print sheet: loaded on the first 查看详情. */
const ExamDetailDrawer = lazyComponent(() =>
  import(/* webpackChunkName: "exam-detail" */ './ExamDetailDrawer').then(
    (module) => module.ExamDetailDrawer,
  ),
);

function attemptIdOf(item: ExamListItem): number | null {
  return item.examPaperParticipateSummaryId ?? item.id;
}

/** The exam page of a paper, resuming the attempt when there is one. */
function examPath(item: ExamListItem): string {
  const summaryId = attemptIdOf(item);
  const params = new URLSearchParams({
    examPaperId: String(item.examPaperId),
    summaryId: summaryId ? String(summaryId) : '',
  });
  return `/simulationTestDetail?${params.toString()}`;
}

function ExamCard({
  item,
  onDetails,
  onGo,
}: {
  item: ExamListItem;
  onDetails: () => void;
  onGo: () => void;
}) {
  const completed = item.completionStatus !== 0;
  const headingId = `my-exam-${item.id ?? `paper-${item.examPaperId}`}-title`;
  return (
    <li>
      <article
        className={completed ? 'my-exam-card card-grid-card' : 'my-exam-card card-grid-card is-open'}
        aria-labelledby={headingId}
      >
        <Tag color={item.examPaperType ? 'volcano' : 'blue'} className="my-exam-type">
          {item.examPaperType ? t.formal : t.mock}
        </Tag>
        {completed && <ExamSeal passed={hasPassed(item.totalScore, item.passingScore)} />}
        <h2 id={headingId} className="my-exam-title">
          {item.examPaperName}
        </h2>
        {/* Papers may be taken again: the number and date tell one attempt from another. */}
        {item.attemptNumber !== null && item.startedAt !== null && (
          <p className="my-exam-attempt">{t.attempt(item.attemptNumber, formatDateTime(item.startedAt))}</p>
        )}
        <dl className="my-exam-facts">
          <div>
            <dt>{t.costTime}</dt>
            <dd>{completed ? formatDurationMs(item.costTime) : t.notFinished}</dd>
          </div>
          <div>
            <dt>{t.score}</dt>
            <dd className="my-exam-score">{completed ? t.points(item.totalScore) : t.noValue}</dd>
          </div>
          <div>
            <dt>{t.passingScore}</dt>
            <dd>{t.points(item.passingScore)}</dd>
          </div>
        </dl>
        {completed ? (
          <Button
            shape="round"
            onClick={onDetails}
            aria-label={t.detailsLabel(item.examPaperName, item.attemptNumber)}
          >
            {t.details}
          </Button>
        ) : (
          <Button
            type="primary"
            shape="round"
            onClick={onGo}
            aria-label={t.goExamLabel(item.examPaperName, item.attemptNumber)}
          >
            {t.goExam}
          </Button>
        )}
      </article>
    </li>
  );
}

/** /myExam (SPEC.md §2 "My exams"): every attempt and assigned exam, with seals and the paper details. */
export default function MyExamsPage() {
  const {
    data: items,
    isLoading,
    isError,
    refetch,
  } = useGetMyExamPaperQuery(undefined, { refetchOnMountOrArgChange: true });
  const [detailsOf, setDetailsOf] = useState<number | null>(null);
  // Once loaded the drawer stays mounted, so closing it still animates.
  const [drawerWanted, setDrawerWanted] = useState(false);
  const showDetails = (summaryId: number | null) => {
    setDrawerWanted(true);
    setDetailsOf(summaryId);
  };
  const navigate = useNavigate();

  return (
    <CardGridPage
      name="my-exams"
      className="my-exams-page"
      texts={t}
      items={items}
      isLoading={isLoading}
      isError={isError}
      onRetry={() => void refetch()}
      emptyAction={
        <Link to="/simulationTest">
          <Button type="primary">{t.emptyAction}</Button>
        </Link>
      }
      renderItem={(item) => (
        <ExamCard
          key={item.id ?? `paper-${item.examPaperId}`}
          item={item}
          onDetails={() => showDetails(attemptIdOf(item))}
          onGo={() => navigate(examPath(item))}
        />
      )}
    >
      {drawerWanted && <ExamDetailDrawer summaryId={detailsOf} onClose={() => setDetailsOf(null)} />}
    </CardGridPage>
  );
}
