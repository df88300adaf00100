import { Alert } from 'antd';
import { questionMessages as t } from './messages';
import { TextAnswerQuestion } from './TextAnswerQuestion';
import type { ScratchSlotProps, ViewerProps } from './types';
import type { ReactNode } from 'react';

interface ProgrammingProps extends ViewerProps {
  renderScratch?: (props: ScratchSlotProps) => ReactNode;
}

/** Programming tasks: the Scratch editor for graphical tasks (programmingType 1), code otherwise. */
export function ProgrammingQuestion(props: ProgrammingProps) {
  const { question, value, onChange, readOnly, renderScratch } = props;
  if (question.programmingType !== 1) return <TextAnswerQuestion {...props} code />;

  const path = typeof value === 'string' ? value : '';
  if (readOnly) {
    const file = path.split('/').pop() ?? '';
    return <p className="qv-scratch-status">{file ? t.scratchSubmitted(file) : t.scratchNotSubmitted}</p>;
  }
  if (!renderScratch) return <Alert type="info" showIcon title={t.scratchUnavailable} />;
  return <>{renderScratch({ question, value: path, onChange })}</>;
}
