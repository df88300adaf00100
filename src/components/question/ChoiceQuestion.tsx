import type { ReactNode } from 'react';
import { Checkbox, Radio } from 'antd';
import { normalizeMultiple } from '../../../core/grading';
import { optionsOf, pickedLetters } from './answerText';
import type { OptionItem } from './answerText';
import { questionMessages as t } from './messages';
import { ReadAloudButton, useIsBeingRead } from './ReadAloud';
import { RichText } from './RichText';
import type { ViewerProps } from './types';
import { useOptionKeys } from './useOptionKeys';

/**
 * `correct` is known once the explanation is revealed; before that, a graded review still colours
 * the student's own pick by its verdict, so a wrong pick never looks like a right one (or on paper).
 */
function optionClass(letter: string, picked: string[], correct: string[] | null, verdict?: number): string {
  const classes = ['qv-option'];
  if (picked.includes(letter))
    classes.push(verdict === -1 ? 'is-wrong' : verdict === 1 ? 'is-correct' : 'is-picked');
  if (correct) {
    if (correct.includes(letter)) classes.push('is-correct');
    else if (picked.includes(letter)) classes.push('is-wrong');
  }
  return classes.join(' ');
}

/** The option's text is its accessible name; the letter badge is a visual aid (and a shortcut key). */
function OptionLabel({ option }: { option: OptionItem }) {
  return (
    <>
      <span className="qv-letter" aria-hidden="true">
        {option.letter}
      </span>
      <RichText inline text={option.text} className="qv-option-text" />
    </>
  );
}

/**
 * An option with its 朗读 button beside it, not inside: inside the label the button would join
 * the option's accessible name and a click on it would pick the option.
 */
function OptionRow({ option, children }: { option: OptionItem; children: ReactNode }) {
  const reading = useIsBeingRead(option.letter);
  return (
    <div className={reading ? 'qv-option-row is-reading' : 'qv-option-row'}>
      {children}
      <ReadAloudButton id={option.letter} text={option.text} label={t.readOption(option.letter)} />
    </div>
  );
}

/** Single choice, multiple choice and true/false (对 = A, 错 = B). */
export function ChoiceQuestion({ question, value, onChange, readOnly, shortcuts, revealed }: ViewerProps) {
  const options = optionsOf(question);
  const multiple = question.questionType === 2;
  const picked = pickedLetters(question, value);
  const correct = revealed && question.answer ? pickedLetters(question, question.answer) : null;
  const verdict = readOnly ? question.rightStatus : undefined;

  const pick = (letter: string) => {
    if (!multiple) return onChange(letter);
    const next = picked.includes(letter) ? picked.filter((l) => l !== letter) : [...picked, letter];
    onChange(normalizeMultiple(next));
  };
  useOptionKeys(
    options.map((option) => option.letter),
    question.questionType,
    pick,
    shortcuts && !readOnly,
  );

  if (multiple) {
    return (
      <Checkbox.Group
        className="qv-options"
        aria-label={t.optionsLabel}
        value={picked}
        disabled={readOnly}
        onChange={(letters) => onChange(normalizeMultiple(letters.map(String)))}
      >
        {options.map((option) => (
          <OptionRow key={option.letter} option={option}>
            <Checkbox value={option.letter} className={optionClass(option.letter, picked, correct, verdict)}>
              <OptionLabel option={option} />
            </Checkbox>
          </OptionRow>
        ))}
      </Checkbox.Group>
    );
  }
  return (
    <Radio.Group
      className={question.questionType === 3 ? 'qv-options qv-options-judge' : 'qv-options'}
      aria-label={t.optionsLabel}
      value={picked[0] ?? null}
      disabled={readOnly}
      onChange={(event) => onChange(String(event.target.value))}
    >
      {options.map((option) => (
        <OptionRow key={option.letter} option={option}>
          <Radio value={option.letter} className={optionClass(option.letter, picked, correct, verdict)}>
            <OptionLabel option={option} />
          </Radio>
        </OptionRow>
      ))}
    </Radio.Group>
  );
}
