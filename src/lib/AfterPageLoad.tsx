import { Suspense } from 'react';
import type { ReactNode } from 'react';
import { useAfterPageLoad } from './useAfterPageLoad';

/**
 * Renders `children` once the page has loaded (store/afterPageLoad.ts) and `placeholder` until then
 * and while a lazy child's chunk arrives: for parts of a screen that are not what it was opened for.
 */
export function AfterPageLoad({
  children,
  placeholder = null,
}: {
  children: ReactNode;
  placeholder?: ReactNode;
}) {
  const pageLoaded = useAfterPageLoad();
  return <Suspense fallback={placeholder}>{pageLoaded ? children : placeholder}</Suspense>;
}
