import type { Question } from '../../../core/questionBankTypes';
import { normalizeMultiple, normalizeTrueFalse, toBlankList } from '../../../core/grading';
import { questionMessages as t } from './messages';
import type { QuestionAnswer } from './types';

export const OPTION_LETTERS = ['A', 'B', 'C', 'D', 'E', 'F'] as const;
export type OptionLetter = (typeof OPTION_LETTERS)[number];

export interface OptionItem {
  letter: OptionLetter;
  text: string;
}

const OPTION_FIELDS = {
  A: 'optionsA',
  B: 'optionsB',
  C: 'optionsC',
  D: 'optionsD',
  E: 'optionsE',
  F: 'optionsF',
} as const satisfies Record<OptionLetter, keyof Question>;

/** True/false is always 对 (A) / 错 (B); choice questions show only the options they have. */
export function optionsOf(question: Question): OptionItem[] {
  if (question.questionType === 3) {
    return [
      { letter: 'A', text: t.trueLabel },
      { letter: 'B', text: t.falseLabel },
    ];
  }
  return OPTION_LETTERS.flatMap((letter) => {
    const text = question[OPTION_FIELDS[letter]];
    return typeof text === 'string' && text.trim() !== '' ? [{ letter, text }] : [];
  });
}

/** Letters picked in a choice answer: 'A,C' → ['A', 'C']; true/false words become A or B. */
export function pickedLetters(question: Question, value: QuestionAnswer | null | undefined): string[] {
  if (value === null || value === undefined) return [];
  if (question.questionType === 3) {
    const text = Array.isArray(value) ? value.join('') : value;
    return text.trim() === '' ? [] : [normalizeTrueFalse(text)];
  }
  const letters = normalizeMultiple(value);
  return letters === '' ? [] : letters.split(',');
}

/** The correct blanks of a fill-in question, in order. */
export function correctBlanks(question: Question): string[] {
  const blanks = [question.answerA, question.answerB, question.answerC, question.answerD, question.answerE]
    .slice(0, question.answerCount)
    .filter((blank): blank is string => typeof blank === 'string');
  return blanks.length > 0 || !question.answer ? blanks : toBlankList(question.answer);
}

function choiceText(question: Question, letters: string[]): string {
  if (question.questionType === 3)
    return letters.map((l) => (l === 'A' ? t.trueLabel : t.falseLabel)).join('');
  return letters.join(',');
}

function blanksText(blanks: readonly string[]): string {
  return blanks
    .map((blank, index) => `${t.blankLabel(index + 1)}：${blank.trim() || t.notAnswered}`)
    .join('；');
}

/** The correct answer in words a student reads: 'B', 'A,C', '对', '第1空：3；第2空：4' or reference text. */
export function correctAnswerText(question: Question): string {
  switch (question.questionType) {
    case 1:
    case 2:
    case 3:
      return choiceText(question, pickedLetters(question, question.answer ?? ''));
    case 4:
      return blanksText(correctBlanks(question));
    default:
      return question.answer ?? '';
  }
}

/** The student's own answer in the same words, or 未作答. */
export function studentAnswerText(question: Question, value: QuestionAnswer | null | undefined): string {
  if (value === null || value === undefined) return t.notAnswered;
  if (question.questionType === 4) {
    const blanks = Array.isArray(value) ? value : toBlankList(value);
    return blanks.some((blank) => blank.trim() !== '') ? blanksText(blanks) : t.notAnswered;
  }
  if (question.questionType <= 3) {
    const letters = pickedLetters(question, value);
    return letters.length > 0 ? choiceText(question, letters) : t.notAnswered;
  }
  const text = Array.isArray(value) ? value.join('\n') : value;
  return text.trim() === '' ? t.notAnswered : text;
}
