import { startTransition, useEffect, useState } from 'react';
import type { ReactNode } from 'react';
import type { Persistor } from 'redux-persist';

interface RehydrationGateProps {
  persistor: Persistor;
  children: ReactNode;
}

/**
 * Nothing renders before redux-persist has restored the stored state: the guards read the stored
 * user. The first full render of the app then runs as a transition, which React splits into short
 * slices, so the page stays responsive while the shell and the page mount (a plain PersistGate
 * renders it all in one long task).
 */
export function RehydrationGate({ persistor, children }: RehydrationGateProps) {
  const [ready, setReady] = useState(() => persistor.getState().bootstrapped);

  useEffect(() => {
    if (ready) return undefined;
    const check = () => {
      if (persistor.getState().bootstrapped) startTransition(() => setReady(true));
    };
    const unsubscribe = persistor.subscribe(check);
    check();
    return unsubscribe;
  }, [persistor, ready]);

  return ready ? children : null;
}
