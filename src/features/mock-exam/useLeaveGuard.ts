import { useCallback, useEffect } from 'react';
import { useBlocker } from 'react-router-dom';
import type { BlockerFunction } from 'react-router-dom';

/**
 * Mid-exam, leaving the page asks first (SPEC.md §2 "continue exam" prompt): in-app navigation
 * through the router's blocker, closing or reloading the tab through the browser's own prompt.
 * Changing only the query (the attempt id written into the address) is not leaving.
 */
export function useLeaveGuard(active: boolean, beforeLeave: () => void) {
  const shouldBlock = useCallback<BlockerFunction>(
    ({ currentLocation, nextLocation }) => active && currentLocation.pathname !== nextLocation.pathname,
    [active],
  );
  const blocker = useBlocker(shouldBlock);

  useEffect(() => {
    if (!active) return undefined;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      beforeLeave();
      event.preventDefault();
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [active, beforeLeave]);

  // The exam ended (e.g. time up) while the prompt was open: nothing is left to protect.
  useEffect(() => {
    if (!active && blocker.state === 'blocked') blocker.reset();
  }, [active, blocker]);

  return {
    asking: blocker.state === 'blocked',
    stay: () => blocker.reset?.(),
    leave: () => {
      beforeLeave();
      blocker.proceed?.();
    },
  };
}
