import { useState } from 'react';
import type { ComponentType } from 'react';
import { lazyComponent } from '../lib/lazyComponent';

/**
 * A dialog whose code loads the first time it opens. Forms, number inputs and viewers are heavy,
 * and question-bank pages have an initial-JS budget (DESIGN.md "Budgets"); once loaded, the dialog
 * stays mounted so it can animate closed and open again at once. It shows as soon as its code has
 * arrived (src/lib/lazyComponent.tsx says why that is not React.lazy).
 */
export function lazyDialog<P extends object>(
  load: () => Promise<ComponentType<P>>,
  isOpen: (props: NoInfer<P>) => boolean,
): ComponentType<P> {
  const Dialog = lazyComponent(load);
  return function LazyDialog(props: P) {
    const [opened, setOpened] = useState(false);
    if (!opened && isOpen(props)) setOpened(true);
    return opened ? <Dialog {...props} /> : null;
  };
}
