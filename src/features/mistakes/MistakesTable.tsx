import { Button, Pagination, Space } from 'antd';
import { truncateName } from '../../../core/format';
import type { MistakeItem } from '../../../core/questionBankTypes';
import { DataTable } from '../../components/DataTable';
import type { DataColumn } from '../../components/DataTable';
import { questionTypeLabel } from '../question-bank';
import { mistakesMessages as t } from './messages';

/** SPEC.md §9: page sizes 10, 30, 50; default 10. */
export const PAGE_SIZE_OPTIONS = [10, 30, 50];
export const DEFAULT_PAGE_SIZE = 10;
const STEM_MAX_CHARS = 40;

/** Stems may carry simple markup; the table shows their words only. */
function plainStem(title: string): string {
  return title
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

interface MistakesTableProps {
  items: MistakeItem[];
  total: number;
  loading: boolean;
  pageNumber: number;
  pageSize: number;
  emptyText: string;
  onPageChange: (pageNumber: number, pageSize: number) => void;
  onView: (item: MistakeItem) => void;
  onRemove: (item: MistakeItem) => void;
}

/** One page of the wrong-answer book; the server pages, so the pager only reports and asks. */
export function MistakesTable(props: MistakesTableProps) {
  const { items, total, loading, pageNumber, pageSize, emptyText, onPageChange, onView, onRemove } = props;

  const columns: DataColumn<MistakeItem>[] = [
    { title: t.columns.type, key: 'type', width: 90, render: (item) => questionTypeLabel(item.questionType) },
    {
      title: t.columns.title,
      key: 'title',
      render: (item) => {
        const stem = plainStem(item.title);
        return (
          <span className="mistakes-stem">
            <span title={stem}>{truncateName(stem, STEM_MAX_CHARS)}</span>
            {item.mastered && (
              <span className="mistakes-mastered" title={t.masteredHint}>
                {t.mastered}
              </span>
            )}
          </span>
        );
      },
    },
    { title: t.columns.wrongCount, key: 'wrongCount', width: 100, render: (item) => item.questionCount },
    {
      title: t.columns.collectedAt,
      key: 'collectedAt',
      width: 180,
      render: (item) => item.lastCollectionTime,
    },
    {
      title: t.columns.actions,
      key: 'actions',
      width: 140,
      render: (item) => {
        const stem = truncateName(plainStem(item.title), STEM_MAX_CHARS);
        return (
          <Space size="small">
            <Button type="link" size="small" aria-label={t.viewLabel(stem)} onClick={() => onView(item)}>
              {t.view}
            </Button>
            <Button
              type="link"
              size="small"
              danger
              aria-label={t.removeLabel(stem)}
              onClick={() => onRemove(item)}
            >
              {t.remove}
            </Button>
          </Space>
        );
      },
    },
  ];

  return (
    <>
      <DataTable<MistakeItem>
        label={t.tableLabel}
        columns={columns}
        rows={items}
        rowKey={(item) => item.questionId}
        loading={loading}
        emptyText={emptyText}
      />
      <Pagination
        className="mistakes-pagination"
        current={pageNumber}
        pageSize={pageSize}
        total={total}
        pageSizeOptions={PAGE_SIZE_OPTIONS}
        showQuickJumper
        showSizeChanger
        showTotal={t.total}
        size="small"
        onChange={onPageChange}
      />
    </>
  );
}
