import { useId } from 'react';
import { Alert, Button, Tag } from 'antd';
import { BulbOutlined, CheckCircleFilled, ClockCircleFilled, CloseCircleFilled } from '@ant-design/icons';
import type { Question } from '../../../core/questionBankTypes';
import { correctAnswerText, studentAnswerText } from './answerText';
import { questionMessages as t } from './messages';
import { RichText } from './RichText';
import type { QuestionAnswer } from './types';

function Verdict({ question, value }: { question: Question; value: QuestionAnswer | null }) {
  if (studentAnswerText(question, value) === t.notAnswered) return <Tag>{t.verdictUnanswered}</Tag>;
  if (question.rightStatus === 1) {
    return (
      <Tag color="success" icon={<CheckCircleFilled aria-hidden="true" />} className="qv-verdict">
        {t.verdictRight}
      </Tag>
    );
  }
  if (question.rightStatus === -1) {
    return (
      <Tag color="error" icon={<CloseCircleFilled aria-hidden="true" />} className="qv-verdict">
        {t.verdictWrong}
      </Tag>
    );
  }
  return (
    <Tag color="processing" icon={<ClockCircleFilled aria-hidden="true" />} className="qv-verdict">
      {t.verdictPending}
    </Tag>
  );
}

interface ReviewPanelProps {
  question: Question;
  value: QuestionAnswer | null;
  revealed: boolean;
  /** The verdict and both answers; off when the page around the question shows them. */
  answerLines: boolean;
  onToggle: () => void;
}

/**
 * Review mode's lower half: the "查看解析" toggle opening the verdict, the correct answer and the
 * explanation. Narrow screens have no room to hunt for it, so they always show the correct answer.
 * While the question is in an exam the student has open, the server keeps all of it back: the
 * panel says why instead.
 */
export function ReviewPanel({ question, value, revealed, answerLines, onToggle }: ReviewPanelProps) {
  const regionId = useId();
  const correct = correctAnswerText(question);
  if (question.keyWithheld) {
    return (
      <div className="qv-review">
        <Alert className="qv-key-withheld" type="info" showIcon title={t.keyWithheld} />
      </div>
    );
  }
  return (
    <div className="qv-review">
      {answerLines && correct && (
        <p className="qv-answer-narrow">
          {t.correctAnswer}：<strong>{correct}</strong>
        </p>
      )}
      <Button
        className="qv-review-toggle"
        icon={<BulbOutlined aria-hidden="true" />}
        aria-expanded={revealed}
        aria-controls={regionId}
        onClick={onToggle}
      >
        {revealed ? t.hideSolution : t.showSolution}
      </Button>
      {revealed && (
        <section id={regionId} className="qv-solution" aria-label={t.solutionRegion}>
          {answerLines && (
            <>
              <Verdict question={question} value={value} />
              <p>
                {t.yourAnswer}：<span className="qv-your-answer">{studentAnswerText(question, value)}</span>
              </p>
              {correct && (
                <p>
                  {t.correctAnswer}：<strong className="qv-correct-answer">{correct}</strong>
                </p>
              )}
            </>
          )}
          <h4 className="qv-solution-title">{t.explanation}</h4>
          {question.txtSolution ? <RichText text={question.txtSolution} /> : <p>{t.noExplanation}</p>}
          {question.videoSolution && (
            <video
              className="qv-video"
              controls
              preload="metadata"
              src={question.videoSolution}
              aria-label={t.videoExplanation}
            />
          )}
        </section>
      )}
    </div>
  );
}
