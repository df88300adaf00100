import type { Key, ReactNode } from 'react';
import { Empty } from 'antd';
import './dataTable.css';

export interface DataColumn<Row> {
  key: string;
  title: ReactNode;
  render: (row: Row) => ReactNode;
  /** Fixed width in px; the rest share what is left. */
  width?: number;
}

interface DataTableProps<Row> {
  label: string;
  columns: DataColumn<Row>[];
  rows: Row[];
  rowKey: (row: Row) => Key;
  loading?: boolean;
  emptyText: ReactNode;
}

/**
 * A plain, accessible table for short lists that need neither sorting nor selection. antd's Table
 * costs about 80 KB of gzip on its own, more than a question-bank page can spend (DESIGN.md
 * "Budgets").
 */
export function DataTable<Row>({
  label,
  columns,
  rows,
  rowKey,
  loading = false,
  emptyText,
}: DataTableProps<Row>) {
  return (
    // A CSS veil marks loading: antd's Spin would cost these pages more JS than they can spend.
    <div className={loading ? 'data-table-scroll is-loading' : 'data-table-scroll'}>
      <table className="data-table" aria-label={label} aria-busy={loading}>
        <colgroup>
          {columns.map((column) => (
            <col key={column.key} style={column.width ? { width: column.width } : undefined} />
          ))}
        </colgroup>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.key} scope="col">
                {column.title}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => {
            const key = rowKey(row);
            return (
              <tr key={key} data-row-key={key}>
                {columns.map((column) => (
                  <td key={column.key}>{column.render(row)}</td>
                ))}
              </tr>
            );
          })}
          {rows.length === 0 && !loading && (
            <tr>
              <td colSpan={columns.length}>
                <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={emptyText} />
              </td>
            </tr>
          )}
        </tbody>
      </table>
    </div>
  );
}
