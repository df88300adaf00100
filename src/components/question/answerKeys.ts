import type { QuestionType } from '../../../core/questionBankTypes';
import { OPTION_LETTERS } from './answerText';

/** What a key press means on a question page: pick an option, or move through the questions. */
export type AnswerKeyAction = { type: 'pick'; letter: string } | { type: 'prev' } | { type: 'next' };

/**
 * The option a key names. 'a'–'f' and '1'–'6' name A–F; on a true/false question 'T' is 对 (A)
 * and 'F' is 错 (B), as the grading maps them (SPEC.md §4), so 'f' never means a sixth option there.
 */
export function letterOfKey(key: string, questionType?: QuestionType): string | null {
  if (questionType === 3) {
    if (/^t$/i.test(key)) return 'A';
    if (/^f$/i.test(key)) return 'B';
  }
  if (/^[a-f]$/i.test(key)) return key.toUpperCase();
  if (/^[1-6]$/.test(key)) return OPTION_LETTERS[Number(key) - 1];
  return null;
}

/** ←/→ move between questions and Enter confirms the answer and goes on; other keys pick options. */
export function answerKeyAction(key: string, questionType?: QuestionType): AnswerKeyAction | null {
  if (key === 'ArrowLeft') return { type: 'prev' };
  if (key === 'ArrowRight' || key === 'Enter') return { type: 'next' };
  const letter = letterOfKey(key, questionType);
  return letter === null ? null : { type: 'pick', letter };
}

/** Inputs where a key press is typing, not a shortcut (radios and checkboxes are not). */
export function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (
    target.isContentEditable ||
    target instanceof HTMLTextAreaElement ||
    target instanceof HTMLSelectElement
  ) {
    return true;
  }
  return (
    target instanceof HTMLInputElement && !['radio', 'checkbox', 'button', 'submit'].includes(target.type)
  );
}

/**
 * Where a navigation key already means something of its own: Enter on a button or link presses
 * it, arrows move within a radio group, and nothing behind an open dialog should move.
 */
export function keepsNavigationKey(key: string, target: EventTarget | null): boolean {
  if (isTypingTarget(target)) return true;
  const element = target instanceof Element ? target : null;
  if (!element) return false;
  if (element.closest('[role="dialog"]')) return true;
  if (key === 'Enter') return element.closest('button, a, select, [role="button"]') !== null;
  return element.closest('input, [role="radiogroup"], [role="slider"], [role="tablist"]') !== null;
}

/** A key press with a modifier is the browser's or the system's, never ours. */
export function isPlainKey(event: KeyboardEvent): boolean {
  return !(
    event.defaultPrevented ||
    event.repeat ||
    event.isComposing ||
    event.ctrlKey ||
    event.metaKey ||
    event.altKey
  );
}
