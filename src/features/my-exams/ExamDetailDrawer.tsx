import { Alert, Button, Drawer, Empty, Spin } from 'antd';
import { PrinterOutlined } from '@ant-design/icons';
import { formatDurationMs } from '../../../core/format';
import { useGetExamPaperAnswerQuery } from '../../../store/api/examApi';
import { paperDetailMessages as t } from './messages';
import { PaperSections } from './PaperSections';
import './paperPrint.css';

interface ExamDetailDrawerProps {
  /** The submitted attempt to show; null keeps the drawer closed. */
  summaryId: number | null;
  onClose: () => void;
}

/** The wide "试卷详情" drawer: the graded paper, ready to print as a clean sheet. */
export function ExamDetailDrawer({ summaryId, onClose }: ExamDetailDrawerProps) {
  const {
    data: result,
    isFetching,
    isError,
  } = useGetExamPaperAnswerQuery(summaryId ?? 0, { skip: summaryId === null });

  let body;
  if (isFetching && !result) {
    body = <Spin size="large" className="paper-loading" aria-label={t.loading} />;
  } else if (isError || !result) {
    body = <Empty description={t.loadFailed} />;
  } else {
    const withheld = result.questionAnswerList.filter((item) => item.keyWithheld).length;
    body = (
      <article className="exam-paper-print" aria-label={result.examPaperName}>
        <header className="paper-head">
          <h2>{result.examPaperName}</h2>
          <p>
            {t.summary(result.totalScore, result.paperTotalScore, result.passingScore)} ·{' '}
            {t.costTime(formatDurationMs(result.costTime))}
          </p>
        </header>
        {withheld > 0 && (
          <Alert className="paper-key-withheld" type="info" showIcon title={t.keyWithheldNotice(withheld)} />
        )}
        <PaperSections result={result} />
      </article>
    );
  }

  return (
    <Drawer
      open={summaryId !== null}
      title={t.title}
      size={1000}
      rootClassName="exam-detail-drawer"
      destroyOnHidden
      onClose={onClose}
      extra={
        <Button
          type="primary"
          icon={<PrinterOutlined aria-hidden="true" />}
          disabled={!result}
          onClick={() => window.print()}
        >
          {t.print}
        </Button>
      }
    >
      {body}
    </Drawer>
  );
}
