import { Alert, Button, Modal } from 'antd';
import type { PracticeResult } from '../../../machines/practiceSession.machine';
import { practiceMessages as t } from './messages';

interface ResultDialogProps {
  result: PracticeResult | null;
  onClose: () => void;
}

/** SPEC.md §2 "练习结果": total, right count and rate as a whole percent, 800 px wide. */
export function ResultDialog({ result, onClose }: ResultDialogProps) {
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
          <p className="practice-result-cheer">{t.resultCheer(result.rate)}</p>
          <dl className="practice-result-figures">
            <div>
              <dt>{t.resultTotal}</dt>
              <dd data-testid="result-total">{result.total}</dd>
            </div>
            <div>
              <dt>{t.resultRight}</dt>
              <dd data-testid="result-right">{result.right}</dd>
            </div>
            <div>
              <dt>{t.resultRate}</dt>
              <dd data-testid="result-rate">{result.rate}%</dd>
            </div>
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
