import { useId } from 'react';
import { Input } from 'antd';
import { toBlankList } from '../../../core/grading';
import { questionMessages as t } from './messages';
import type { QuestionAnswer, ViewerProps } from './types';

/** One entry per blank, padded with '' so every input is controlled. */
function blanksOf(value: QuestionAnswer | null, count: number): string[] {
  const given = value === null ? [] : Array.isArray(value) ? value : toBlankList(value);
  return Array.from({ length: count }, (_, index) => given[index] ?? '');
}

/** One input per blank, labelled by position (第1空, 第2空, …). */
export function FillBlankQuestion({ question, value, onChange, readOnly }: ViewerProps) {
  const baseId = useId();
  const count = Math.min(5, Math.max(1, question.answerCount));
  const blanks = blanksOf(value, count);

  return (
    <fieldset className="qv-blanks">
      <legend className="qv-visually-hidden">{t.blanksLabel}</legend>
      {blanks.map((blank, index) => {
        const id = `${baseId}-${index}`;
        return (
          <div key={id} className="qv-blank">
            <label htmlFor={id} className="qv-blank-label">
              {t.blankLabel(index + 1)}
            </label>
            <Input
              id={id}
              size="large"
              value={blank}
              readOnly={readOnly}
              maxLength={200}
              autoComplete="off"
              onChange={(event) => {
                const next = [...blanks];
                next[index] = event.target.value;
                onChange(next);
              }}
            />
          </div>
        );
      })}
    </fieldset>
  );
}
