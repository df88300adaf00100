import { Component, Suspense } from 'react';
import type { ReactNode } from 'react';
import { useAfterPageLoad } from './useAfterPageLoad';

interface AfterPageLoadProps {
  children: ReactNode;
  placeholder?: ReactNode;
}

/**
 * Renders `children` once the page has loaded (store/afterPageLoad.ts) and `placeholder` until then
 * and while a lazy child's chunk arrives: for parts of a screen that are not what it was opened for.
 * If the part cannot load (the school's network dropped meanwhile), its placeholder stays and the
 * page goes on working; it comes with the next page.
 */
export function AfterPageLoad({ children, placeholder = null }: AfterPageLoadProps) {
  const pageLoaded = useAfterPageLoad();
  return (
    <LaterPartBoundary placeholder={placeholder}>
      <Suspense fallback={placeholder}>{pageLoaded ? children : placeholder}</Suspense>
    </LaterPartBoundary>
  );
}

class LaterPartBoundary extends Component<Required<AfterPageLoadProps>, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? this.props.placeholder : this.props.children;
  }
}
