import { useEffect, useRef } from 'react';
import type { QuestionType } from '../../../core/questionBankTypes';
import { answerKeyAction, isPlainKey, isTypingTarget, keepsNavigationKey } from './answerKeys';

/** The latest callback without re-subscribing the document listener on every render. */
function useLatest<T>(value: T) {
  const ref = useRef(value);
  useEffect(() => {
    ref.current = value;
  });
  return ref;
}

/**
 * Keyboard shortcuts A–F / 1–6 (T / F on true/false) for the options of the question on screen.
 * Listens on the document so the student need not focus the options first; ignores keys typed
 * into text fields.
 */
export function useOptionKeys(
  letters: readonly string[],
  questionType: QuestionType,
  onPick: (letter: string) => void,
  enabled: boolean,
) {
  const pick = useLatest(onPick);
  const available = letters.join('');

  useEffect(() => {
    if (!enabled) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isPlainKey(event) || isTypingTarget(event.target)) return;
      const action = answerKeyAction(event.key, questionType);
      if (action?.type !== 'pick' || !available.includes(action.letter)) return;
      event.preventDefault();
      pick.current(action.letter);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [enabled, available, questionType, pick]);
}

export interface QuestionNavigation {
  onPrev: () => void;
  /** Enter and → : confirm the answer and go on (on the last question, hand in). */
  onNext: () => void;
  enabled: boolean;
}

/**
 * ← / → and Enter on a practice or exam page: the page sends its machine's own navigation events.
 * Keys that already mean something where focus is (a button, a text field, a radio group, an open
 * dialog) are left alone.
 */
export function useQuestionNavigationKeys({ onPrev, onNext, enabled }: QuestionNavigation) {
  const handlers = useLatest({ onPrev, onNext });

  useEffect(() => {
    if (!enabled) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isPlainKey(event) || keepsNavigationKey(event.key, event.target)) return;
      const action = answerKeyAction(event.key);
      if (action?.type === 'prev') handlers.current.onPrev();
      else if (action?.type === 'next') handlers.current.onNext();
      else return;
      event.preventDefault();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [enabled, handlers]);
}
