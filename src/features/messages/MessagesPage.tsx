import { useState } from 'react';
import { Button, Empty, Pagination, Segmented, Spin } from 'antd';
import type { MessageItem, MessageStatus } from '../../../core/messageTypes';
import { showLocalError } from '../../../store/api/apiError';
import {
  useDeleteMessagesMutation,
  useGetMessagesQuery,
  useMarkMessagesReadMutation,
} from '../../../store/api/messagesApi';
import { useMessageApi } from '../../lib/MessageBridge';
import { MessageDetailModal } from './MessageDetailModal';
import { MessageRow } from './MessageRow';
import { messagesMessages as t } from './messages';
import './messagesPage.css';

type Filter = 'all' | 'unread' | 'read';

const STATUS_OF: Record<Filter, MessageStatus | undefined> = { all: undefined, unread: 0, read: 1 };
const EMPTY_TEXT: Record<Filter, string> = { all: t.empty, unread: t.emptyUnread, read: t.emptyRead };

/** SPEC.md §9 page sizes, as on the other paged lists. */
const PAGE_SIZE_OPTIONS = [10, 30, 50];
const DEFAULT_PAGE_SIZE = 10;

/** /message: the inbox, newest first, with a read/unread filter, reading, deleting and "all read". */
export default function MessagesPage() {
  const messageApi = useMessageApi();
  const [filter, setFilter] = useState<Filter>('all');
  const [paging, setPaging] = useState({ pageNumber: 1, pageSize: DEFAULT_PAGE_SIZE });
  const [opened, setOpened] = useState<MessageItem | null>(null);

  const status = STATUS_OF[filter];
  const { data, fulfilledTimeStamp, isFetching, isError, refetch } = useGetMessagesQuery({
    ...paging,
    ...(status === undefined ? {} : { status }),
  });
  const [markRead, { isLoading: markingAll }] = useMarkMessagesReadMutation();
  const [deleteMessages] = useDeleteMessagesMutation();

  const total = data?.total ?? 0;
  const unreadCount = data?.unreadCount ?? 0;
  const lastPage = Math.max(1, Math.ceil(total / paging.pageSize));
  // Deleting the last message of the last page would leave an empty page: step back.
  if (data && !isFetching && paging.pageNumber > lastPage) setPaging({ ...paging, pageNumber: lastPage });

  const showError = (error: unknown, fallback: string) => {
    showLocalError(error, fallback, messageApi.error);
  };

  const open = (item: MessageItem) => {
    setOpened(item);
    if (item.status === 0) {
      markRead({ ids: [item.id] })
        .unwrap()
        .catch((error: unknown) => showError(error, t.markReadFailed));
    }
  };

  const markAllRead = async () => {
    try {
      await markRead('all').unwrap();
      messageApi.success(t.markAllReadDone);
    } catch (error) {
      showError(error, t.markReadFailed);
    }
  };

  const remove = async (item: MessageItem) => {
    try {
      await deleteMessages([item.id]).unwrap();
      messageApi.success(t.deleteDone);
    } catch (error) {
      showError(error, t.deleteFailed);
    }
  };

  const list = data?.list ?? [];
  return (
    <section className="messages-page" aria-label={t.routeTitle}>
      <div className="messages-toolbar">
        <Segmented<Filter>
          aria-label={t.filterLabel}
          value={filter}
          options={[
            { label: t.filters.all, value: 'all' },
            { label: t.filters.unread, value: 'unread' },
            { label: t.filters.read, value: 'read' },
          ]}
          onChange={(next) => {
            setFilter(next);
            setPaging((current) => ({ ...current, pageNumber: 1 }));
          }}
        />
        {data && <span className="messages-summary">{t.summary(total, unreadCount)}</span>}
        <Button
          className="messages-mark-all"
          disabled={unreadCount === 0}
          loading={markingAll}
          onClick={() => void markAllRead()}
        >
          {t.markAllRead}
        </Button>
      </div>

      <Spin spinning={isFetching}>
        {isError && !data ? (
          <div className="messages-failed" role="alert">
            <p>{t.loadFailed}</p>
            <Button onClick={() => void refetch()}>{t.retry}</Button>
          </div>
        ) : list.length === 0 ? (
          <Empty className="messages-empty" description={data ? EMPTY_TEXT[filter] : ' '} />
        ) : (
          <ul className="messages-list" aria-label={t.listLabel}>
            {list.map((item) => (
              <MessageRow
                key={item.id}
                item={item}
                now={fulfilledTimeStamp ?? item.createTime}
                onOpen={open}
                onDelete={remove}
              />
            ))}
          </ul>
        )}
      </Spin>

      {total > 0 && (
        <Pagination
          className="messages-pagination"
          size="small"
          current={paging.pageNumber}
          pageSize={paging.pageSize}
          total={total}
          pageSizeOptions={PAGE_SIZE_OPTIONS}
          showSizeChanger
          showQuickJumper
          showTotal={t.total}
          onChange={(pageNumber, pageSize) =>
            // A new page size starts again from the first page.
            setPaging((current) => ({ pageNumber: pageSize === current.pageSize ? pageNumber : 1, pageSize }))
          }
        />
      )}

      <MessageDetailModal message={opened} onClose={() => setOpened(null)} />
    </section>
  );
}
