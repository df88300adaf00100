import { Suspense, lazy } from 'react';
import { AntdScope } from '../../lib/antd/antdScope';
import { useQaSwitch } from './qaSwitch';

// Never in the first load of a page: only an account with the switch on fetches the panel.
const LazyQaPanel = lazy(() => import(/* webpackChunkName: "qa-panel" */ './QaPanel'));

/** The QA tools when their switch is on (qaSwitch.ts); nothing at all otherwise. */
export function QaTools() {
  const on = useQaSwitch();
  if (!on) return null;
  return (
    <Suspense fallback={null}>
      <AntdScope>
        <LazyQaPanel />
      </AntdScope>
    </Suspense>
  );
}
