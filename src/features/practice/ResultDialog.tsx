import { Alert, Button, Modal } from 'antd';
import type { PracticeResult } from '../../../machines/practiceSession.machine';
import { practiceMessages as t } from './messages';

interface ResultDialogProps {
  result: PracticeResult | null;
  onClose: () => void;
}

/** With no rate, the cheer says what it waits for: the open exam, or else the teacher. */
function cheerOf(result: PracticeResult): string {
  if (result.rate !== null) return t.resultCheer(result.rate);
  return result.keyWithheld > 0 ? t.resultCheerWithheld : t.resultCheerTeacherGraded;
}

/**
 * SPEC.md §2 "练习结果": total, right count and rate as a whole percent, 800 px wide. Answers a
 * teacher grades later and questions of an exam the student has open are counted apart, neither
 * right nor wrong, and the rate is over the rest (core/grading.ts `tallyPractice`).
 */
export function ResultDialog({ result, onClose }: ResultDialogProps) {
  // With nothing graded at once there is no right count yet: grey, like the withheld one.
  const noRate = result?.rate === null ? 'is-withheld' : undefined;
  return (
    <Modal
      open={result !== null}
      title={t.resultTitle}
      width={800}
      centered
      mask={{ closable: false }}
      onCancel={onClose}
      footer={
        <Button type="primary" size="large" onClick={onClose}>
          {t.resultClose}
        </Button>
      }
    >
      {result && (
        <div className="practice-result">
          <p className="practice-result-cheer">{cheerOf(result)}</p>
          <dl className="practice-result-figures">
            <div>
              <dt>{t.resultTotal}</dt>
              <dd data-testid="result-total">{result.total}</dd>
            </div>
            <div className={noRate}>
              <dt>{t.resultRight}</dt>
              <dd data-testid="result-right">{result.rate === null ? t.resultNoRate : result.right}</dd>
            </div>
            <div className={noRate}>
              <dt>{t.resultRate}</dt>
              <dd data-testid="result-rate">{result.rate === null ? t.resultNoRate : `${result.rate}%`}</dd>
            </div>
            {result.teacherGraded > 0 && (
              <div className="is-withheld">
                <dt>{t.resultTeacherGraded}</dt>
                <dd data-testid="result-teacher-graded">{result.teacherGraded}</dd>
              </div>
            )}
            {result.keyWithheld > 0 && (
              <div className="is-withheld">
                <dt>{t.resultWithheld}</dt>
                <dd data-testid="result-withheld">{result.keyWithheld}</dd>
              </div>
            )}
          </dl>
          <p className="practice-result-note">{t.resultNote}</p>
          {result.keyWithheld > 0 && (
            <Alert
              type="info"
              showIcon
              className="practice-result-withheld"
              title={t.resultKeyWithheld(result.keyWithheld)}
            />
          )}
        </div>
      )}
    </Modal>
  );
}
