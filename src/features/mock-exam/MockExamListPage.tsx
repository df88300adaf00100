import { Button, Tag } from 'antd';
import { ClockCircleOutlined, FileTextOutlined, TeamOutlined, TrophyOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router-dom';
import type { MockPaperCard } from '../../../core/examTypes';
import { useGetMyExamPaperListQuery } from '../../../store/api/examApi';
import { useQuestionBankShell } from '../../lib/questionBankShell';
import { CardGridPage } from '../../components/CardGridPage';
import { mockExamListMessages as t } from './messages';
import './mockExamList.css';

/** The exam page address of a paper: its open attempt, if any, is resumed. */
export function examPath(examPaperId: number, summaryId: number | null): string {
  const params = new URLSearchParams({
    examPaperId: String(examPaperId),
    summaryId: summaryId ? String(summaryId) : '',
  });
  return `/simulationTestDetail?${params.toString()}`;
}

function PaperCard({ paper, onEnter }: { paper: MockPaperCard; onEnter: () => void }) {
  const headingId = `mock-paper-${paper.examPaperId}-title`;
  return (
    <li>
      <article className="mock-card card-grid-card" aria-labelledby={headingId}>
        <div className="mock-card-top">
          <span className="mock-card-participants">
            <TeamOutlined aria-hidden="true" /> {t.participants(paper.answerCount)}
          </span>
          {paper.supplementaryStatus === 1 && <Tag color="orange">{t.inProgress}</Tag>}
        </div>
        <h2 id={headingId} className="mock-card-title">
          {paper.examPaperName}
        </h2>
        <ul className="mock-card-facts">
          <li>
            <ClockCircleOutlined aria-hidden="true" /> {t.duration(paper.examTime)}
          </li>
          <li>
            <FileTextOutlined aria-hidden="true" /> {t.questionCount(paper.totalCount)}
          </li>
          <li>
            <TrophyOutlined aria-hidden="true" /> {t.averageScore(Math.round(paper.answerAvgScore))}
          </li>
        </ul>
        <Button
          type="primary"
          shape="round"
          size="large"
          onClick={onEnter}
          aria-label={t.enterLabel(paper.examPaperName)}
        >
          {t.enter}
        </Button>
      </article>
    </li>
  );
}

/** /simulationTest: the mock papers granted to the student (SPEC.md §2 "Mock exam list"). */
export default function MockExamListPage() {
  const {
    data: papers,
    isLoading,
    isError,
    refetch,
  } = useGetMyExamPaperListQuery(undefined, {
    refetchOnMountOrArgChange: true,
  });
  const { openActivate } = useQuestionBankShell();
  const navigate = useNavigate();

  return (
    <CardGridPage
      name="mock-list"
      texts={t}
      items={papers}
      isLoading={isLoading}
      isError={isError}
      onRetry={() => void refetch()}
      emptyAction={
        <Button type="primary" onClick={openActivate}>
          {t.activate}
        </Button>
      }
      renderItem={(paper) => (
        <PaperCard
          key={paper.examPaperId}
          paper={paper}
          onEnter={() => navigate(examPath(paper.examPaperId, paper.summaryId))}
        />
      )}
    />
  );
}
