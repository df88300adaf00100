import type { ReactNode } from 'react';
import { Pagination } from 'antd';
import type { Paged } from '../../../core/homeTypes';
import { LoadState } from './LoadState';
import type { Refusal } from './LoadState';
import { sectionMessages as t } from './messages';
import './sections.css';

/** Page sizes of the "更多" pages (SPEC.md §9 pagination: elevator, sizer and total, small). */
export const PAGE_SIZE_OPTIONS = [8, 16, 32];

/** What a "更多" page needs of its RTK Query list hook's result. */
export interface PagedQuery<T> {
  data?: Paged<T>;
  isLoading: boolean;
  isFetching: boolean;
  error?: unknown;
  refetch: () => unknown;
}

interface PagedPageProps<T> {
  id: string;
  title: string;
  intro: string;
  icon: ReactNode;
  /** Above the list, right of the title: filters. */
  filters?: ReactNode;
  query: PagedQuery<T>;
  emptyText: string;
  failedText?: string;
  /** What a student this list is not for reads instead (see LoadState). */
  refusal?: Refusal;
  pageNumber: number;
  pageSize: number;
  onPageChange: (pageNumber: number, pageSize: number) => void;
  /** Class of the list: a grid of cards or a column of rows. */
  listClassName: string;
  /** One item, as an `<li>` with its key. */
  renderItem: (item: T, index: number) => ReactNode;
}

/** A "更多" page: a heading, optional filters, the list of one page and the pager. */
export function PagedPage<T>({
  id,
  title,
  intro,
  icon,
  filters,
  query,
  emptyText,
  failedText,
  refusal,
  pageNumber,
  pageSize,
  onPageChange,
  listClassName,
  renderItem,
}: PagedPageProps<T>) {
  const headingId = `${id}-title`;
  const page = query.data;
  return (
    <section className={`paged-page ${id}`} aria-labelledby={headingId} aria-busy={query.isFetching}>
      <header className="paged-page-head">
        <span className="paged-page-icon" aria-hidden="true">
          {icon}
        </span>
        <div className="paged-page-titles">
          <h1 id={headingId}>{title}</h1>
          <p>{intro}</p>
        </div>
        {filters && <div className="paged-page-filters">{filters}</div>}
      </header>
      <LoadState
        isLoading={query.isLoading}
        error={query.error}
        isEmpty={!page || page.list.length === 0}
        emptyText={emptyText}
        failedText={failedText}
        refusal={refusal}
        onRetry={() => void query.refetch()}
        skeletonRows={6}
      >
        <ul className={listClassName}>{page?.list.map(renderItem)}</ul>
      </LoadState>
      {page && page.total > 0 && (
        <Pagination
          className="paged-page-pager"
          current={pageNumber}
          pageSize={pageSize}
          total={page.total}
          pageSizeOptions={PAGE_SIZE_OPTIONS}
          showQuickJumper
          showSizeChanger
          showTotal={t.total}
          size="small"
          onChange={onPageChange}
        />
      )}
    </section>
  );
}
