import { useId } from 'react';
import { Input } from 'antd';
import { questionMessages as t } from './messages';
import type { ViewerProps } from './types';

interface TextAnswerProps extends ViewerProps {
  /** Python programs keep a code font and tabs. */
  code?: boolean;
}

/** Subjective answers and Python programs: a roomy text area. */
export function TextAnswerQuestion({ value, onChange, readOnly, code = false }: TextAnswerProps) {
  const id = useId();
  const text = Array.isArray(value) ? value.join('\n') : (value ?? '');
  return (
    <div className="qv-text-answer">
      <label htmlFor={id} className="qv-field-label">
        {code ? t.pythonLabel : t.subjectiveLabel}
      </label>
      <Input.TextArea
        id={id}
        className={code ? 'qv-code-input' : undefined}
        value={text}
        readOnly={readOnly}
        placeholder={readOnly ? undefined : code ? t.pythonPlaceholder : t.subjectivePlaceholder}
        rows={code ? 10 : 6}
        spellCheck={!code}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}
