import { Suspense, lazy, useState } from 'react';
import type { ComponentType } from 'react';

/**
 * A dialog whose code loads the first time it opens. Forms, number inputs and viewers are heavy,
 * and question-bank pages have an initial-JS budget (DESIGN.md "Budgets"); once loaded, the dialog
 * stays mounted so it can animate closed and open again at once.
 */
export function lazyDialog<P extends object>(
  load: () => Promise<ComponentType<P>>,
  isOpen: (props: NoInfer<P>) => boolean,
): ComponentType<P> {
  const Dialog = lazy(() => load().then((component) => ({ default: component })));
  return function LazyDialog(props: P) {
    const [opened, setOpened] = useState(false);
    if (!opened && isOpen(props)) setOpened(true);
    if (!opened) return null;
    return (
      <Suspense fallback={null}>
        <Dialog {...props} />
      </Suspense>
    );
  };
}
