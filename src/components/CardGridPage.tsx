import { useDeferredValue } from 'react';
import type { ReactNode } from 'react';
import { Button, Empty, Spin } from 'antd';
import './cardGrid.css';

export interface CardGridTexts {
  heading: string;
  intro: string;
  loadFailed: string;
  retry: string;
  empty: string;
}

interface CardGridPageProps<T> {
  /**
   * Names the page's classes and ids: the list `<name>`, its header `<name>-header`, the spinner
   * `<name>-loading` and the heading `<name>-heading`.
   */
  name: string;
  /** Class of the page's section. */
  className?: string;
  texts: CardGridTexts;
  items: readonly T[] | undefined;
  isLoading: boolean;
  isError: boolean;
  onRetry: () => void;
  /** The button under the empty state (e.g. activate a code). */
  emptyAction: ReactNode;
  /** One card, an `<li>`, with its key. */
  renderItem: (item: T, index: number) => ReactNode;
  /** After the list: the page's dialogs. */
  children?: ReactNode;
}

/**
 * A list page of cards (banks, mock papers, my exams): heading and intro, then a spinner, a retry,
 * the empty state or the card grid. Cards use `card-grid-card` and set its custom properties.
 * The list arrives through the store, whose updates React renders in one go: the switch from the
 * spinner is deferred so React renders the cards in short slices instead.
 */
export function CardGridPage<T>({
  name,
  className,
  texts,
  items,
  isLoading,
  isError,
  onRetry,
  emptyAction,
  renderItem,
  children,
}: CardGridPageProps<T>) {
  const loading = useDeferredValue(isLoading);
  let body;
  if (loading) {
    body = <Spin size="large" className={`${name}-loading card-grid-loading`} aria-label={texts.heading} />;
  } else if (isError) {
    body = (
      <Empty description={texts.loadFailed}>
        <Button onClick={onRetry}>{texts.retry}</Button>
      </Empty>
    );
  } else if (!items || items.length === 0) {
    body = <Empty description={texts.empty}>{emptyAction}</Empty>;
  } else {
    body = <ul className={`${name} card-grid`}>{items.map(renderItem)}</ul>;
  }

  const headingId = `${name}-heading`;
  return (
    <section aria-labelledby={headingId} className={className}>
      <header className={`${name}-header card-grid-header`}>
        <h1 id={headingId}>{texts.heading}</h1>
        <p>{texts.intro}</p>
      </header>
      {body}
      {children}
    </section>
  );
}
