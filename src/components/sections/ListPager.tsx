import { Pagination } from 'antd';

interface ListPagerProps {
  className: string;
  current: number;
  pageSize: number;
  /** Unknown until the first page arrives: no pager then. */
  total: number | undefined;
  onChange(pageNumber: number): void;
}

/** A small pager under a list inside a page or a dialog; absent while everything fits one page. */
export function ListPager({ className, current, pageSize, total, onChange }: ListPagerProps) {
  if (total === undefined || total <= pageSize) return null;
  return (
    <Pagination
      className={className}
      size="small"
      current={current}
      pageSize={pageSize}
      total={total}
      onChange={onChange}
    />
  );
}
