import type { ReactNode } from 'react';
import { Button, Empty, Skeleton } from 'antd';
import { errorText, isRefused } from '../../../store/api/apiError';
import { useShownInTurn } from '../../lib/useShownInTurn';
import { sectionMessages as t } from './messages';

/**
 * A list this account may not see (403): why, in words for the student, and what to do instead.
 * Shown in place of the retry button, which could not help.
 */
export interface Refusal {
  reason: string;
  action?: ReactNode;
}

interface LoadStateProps {
  isLoading: boolean;
  error: unknown;
  /** True when the answer came but holds nothing to show. */
  isEmpty: boolean;
  emptyText: string;
  onRetry: () => void;
  /** Shown instead of the server's message when a load fails (SPEC.md §8 names some). */
  failedText?: string;
  refusal?: Refusal;
  skeletonRows?: number;
  children: ReactNode;
}

/**
 * Loading, failure, empty or the content of one list. A failed load shows the server's message
 * (SPEC.md §8 "Home") with a retry button, or, when the list is not for this account, the
 * `refusal` without one. An answer arrives through the store, whose updates React renders in one
 * go; the content comes after, in a render of its own that React cuts into short slices, one list
 * at a time (`useShownInTurn`), so a dashboard whose answers come together stays responsive.
 */
export function LoadState({
  isLoading,
  error,
  isEmpty,
  emptyText,
  onRetry,
  failedText,
  refusal,
  skeletonRows = 3,
  children,
}: LoadStateProps) {
  const loading = !useShownInTurn(!isLoading);
  if (loading) return <Skeleton active paragraph={{ rows: skeletonRows }} title={false} />;
  if (refusal && isRefused(error)) {
    return (
      <Empty className="load-refused" image={Empty.PRESENTED_IMAGE_SIMPLE} description={refusal.reason}>
        {refusal.action}
      </Empty>
    );
  }
  if (error) {
    return (
      <Empty
        className="home-load-failed"
        image={Empty.PRESENTED_IMAGE_SIMPLE}
        description={failedText ?? errorText(error, t.loadFailed)}
      >
        <Button size="small" onClick={onRetry}>
          {t.retry}
        </Button>
      </Empty>
    );
  }
  if (isEmpty) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={emptyText} />;
  return <>{children}</>;
}
