import { Pagination } from 'antd';

export interface WorksPage {
  pageNumber: number;
  pageSize: number;
}

interface WorksPagerProps {
  page: WorksPage;
  /** Nothing is shown until the list has something to page through. */
  total: number | undefined;
  pageSizeOptions: number[];
  showTotal: (total: number) => string;
  onChange: (page: WorksPage) => void;
}

/** The pager under a list of the works pages; another page size starts again from page 1. */
export function WorksPager({ page, total, pageSizeOptions, showTotal, onChange }: WorksPagerProps) {
  if (!total) return null;
  return (
    <Pagination
      className="works-pager"
      size="small"
      current={page.pageNumber}
      pageSize={page.pageSize}
      total={total}
      pageSizeOptions={pageSizeOptions}
      showSizeChanger
      showQuickJumper
      showTotal={showTotal}
      onChange={(pageNumber, pageSize) =>
        onChange({ pageNumber: pageSize === page.pageSize ? pageNumber : 1, pageSize })
      }
    />
  );
}
