import { Suspense } from 'react';
import { AntdScope } from '../../lib/antd/antdScope';
import { lazyComponent } from '../../lib/lazyComponent';
import { useQaSwitch } from './qaSwitch';

// Never in the first load of a page: only an account with the switch on fetches the panel.
const LazyQaPanel = lazyComponent(() =>
  import(/* webpackChunkName: "qa-panel" */ './QaPanel').then((module) => module.default),
);

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
