import { get, set } from 'idb-keyval';
import { useCallback, useEffect, useRef, useState } from 'react';

/** Waits for a pause in typing, so a restore point is written about twice a second at most. */
const SAVE_DELAY_MS = 500;

export type RestoreState = 'restoring' | 'saving' | 'saved' | 'failed';

/**
 * The program's restore point in this browser's IndexedDB, one per signed-in student: read once
 * when the page opens, written after every change, so a closed tab or a crash never loses it.
 */
export function useRestorePoint(studentId: number, fallback: string) {
  const key = `codesprout.python.${studentId}`;
  const [code, setCode] = useState<string | null>(null);
  const [state, setState] = useState<RestoreState>('restoring');
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const latest = useRef<string | null>(null);

  useEffect(() => {
    let live = true;
    get<string>(key)
      .then((stored) => live && setCode(typeof stored === 'string' ? stored : fallback))
      .catch(() => live && setCode(fallback))
      .finally(() => live && setState('saved'));
    return () => {
      live = false;
    };
  }, [key, fallback]);

  const write = useCallback(() => {
    timer.current = null;
    if (latest.current === null) return;
    set(key, latest.current).then(
      () => setState('saved'),
      () => setState('failed'),
    );
  }, [key]);

  // Leaving the page writes what a pending timer would have written.
  useEffect(
    () => () => {
      if (timer.current) {
        clearTimeout(timer.current);
        write();
      }
    },
    [write],
  );

  const change = useCallback(
    (next: string) => {
      setCode(next);
      latest.current = next;
      setState('saving');
      if (timer.current) clearTimeout(timer.current);
      timer.current = setTimeout(write, SAVE_DELAY_MS);
    },
    [write],
  );

  return { code, change, state };
}
