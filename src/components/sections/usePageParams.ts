import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';

function positiveInt(value: string | null, fallback: number): number {
  const parsed = Number(value);
  return Number.isInteger(parsed) && parsed > 0 ? parsed : fallback;
}

/**
 * The page of a paged list lives in the address (`?pageNumber=&pageSize=`), so a reload, a shared
 * link or the back button shows the same page. Other query parameters are kept.
 */
export function usePageParams(defaultPageSize: number) {
  const [params, setParams] = useSearchParams();
  const pageNumber = positiveInt(params.get('pageNumber'), 1);
  const pageSize = positiveInt(params.get('pageSize'), defaultPageSize);

  const setPage = useCallback(
    (nextPage: number, nextSize: number) => {
      setParams((current) => {
        const next = new URLSearchParams(current);
        // A new page size starts again from the first page.
        next.set('pageNumber', String(nextSize === pageSize ? nextPage : 1));
        next.set('pageSize', String(nextSize));
        return next;
      });
    },
    [pageSize, setParams],
  );

  /** Sets other parameters (a filter) and goes back to the first page. */
  const setFilter = useCallback(
    (name: string, value: string) => {
      setParams((current) => {
        const next = new URLSearchParams(current);
        next.set(name, value);
        next.set('pageNumber', '1');
        return next;
      });
    },
    [setParams],
  );

  return { pageNumber, pageSize, params, setPage, setFilter };
}
