import { useEffect, useRef } from 'react';
import { OPTION_LETTERS } from './answerText';

/** Inputs where a key press is typing, not a shortcut (radios and checkboxes are not). */
function isTypingTarget(target: EventTarget | null): boolean {
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

/** 'a'–'f' and '1'–'6' name option letters A–F. */
export function letterOfKey(key: string): string | null {
  if (/^[a-f]$/i.test(key)) return key.toUpperCase();
  if (/^[1-6]$/.test(key)) return OPTION_LETTERS[Number(key) - 1];
  return null;
}

/**
 * Keyboard shortcuts A–F / 1–6 for the options of the question on screen. Listens on the document
 * so the student need not focus the options first; ignores keys typed into text fields.
 */
export function useOptionKeys(
  letters: readonly string[],
  onPick: (letter: string) => void,
  enabled: boolean,
) {
  // The latest callback without re-subscribing on every render.
  const pick = useRef(onPick);
  useEffect(() => {
    pick.current = onPick;
  });
  const available = letters.join('');

  useEffect(() => {
    if (!enabled) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.repeat || event.ctrlKey || event.metaKey || event.altKey) return;
      if (isTypingTarget(event.target)) return;
      const letter = letterOfKey(event.key);
      if (letter === null || !available.includes(letter)) return;
      event.preventDefault();
      pick.current(letter);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [enabled, available]);
}
