import { DeliveryPlanner, FeedCursor } from '../../../server/realtime/messageFeed';
import type { MessageRow } from '../../../server/repos/messageRepo';

const rowsOf = (...ids: number[]) => ids.map((id) => ({ id }));
const idsOf = (rows: Array<{ id: number }>) => rows.map((row) => row.id);

describe('FeedCursor', () => {
  test('starts after the given id and hands out each new id once', () => {
    const cursor = new FeedCursor(10);
    expect(cursor.query()).toEqual({ afterId: 10, pendingIds: [] });
    expect(idsOf(cursor.take(rowsOf(11, 12), 0))).toEqual([11, 12]);
    expect(cursor.query()).toEqual({ afterId: 12, pendingIds: [] });
    expect(cursor.take(rowsOf(12), 0)).toEqual([]);
  });

  test('an id skipped over (committed late) is asked for again and delivered when it shows up', () => {
    const cursor = new FeedCursor(10, { gapWaitMs: 1_000, maxPendingIds: 100 });
    expect(idsOf(cursor.take(rowsOf(12, 14), 0))).toEqual([12, 14]);
    expect(cursor.query()).toEqual({ afterId: 14, pendingIds: [11, 13] });
    expect(idsOf(cursor.take(rowsOf(13), 500))).toEqual([13]);
    expect(cursor.query().pendingIds).toEqual([11]);
    // Delivered once only.
    expect(cursor.take(rowsOf(13), 600)).toEqual([]);
  });

  test('an id that never appears (rolled back) is given up after the wait', () => {
    const cursor = new FeedCursor(0, { gapWaitMs: 1_000, maxPendingIds: 100 });
    cursor.take(rowsOf(2), 0);
    expect(cursor.query().pendingIds).toEqual([1]);
    cursor.take([], 999);
    expect(cursor.query().pendingIds).toEqual([1]);
    cursor.take([], 1_000);
    expect(cursor.query().pendingIds).toEqual([]);
    expect(cursor.take(rowsOf(1), 1_001)).toEqual([]);
  });

  test('a large jump remembers at most maxPendingIds gaps', () => {
    const cursor = new FeedCursor(0, { gapWaitMs: 1_000, maxPendingIds: 3 });
    expect(idsOf(cursor.take(rowsOf(1_000_000), 0))).toEqual([1_000_000]);
    expect(cursor.query()).toEqual({ afterId: 1_000_000, pendingIds: [1, 2, 3] });
  });
});

function message(id: number, overrides: Partial<MessageRow> = {}): MessageRow {
  return {
    id,
    student_id: 7,
    title: '作业提醒',
    content: '周五前交作业',
    sender: '王老师',
    broadcast: 0,
    created_at: 1_700_000_000_000,
    read_at: null,
    deleted_at: null,
    ...overrides,
  };
}

describe('DeliveryPlanner', () => {
  test('a personal message goes to its student’s channel with its id', () => {
    const planner = new DeliveryPlanner();
    expect(planner.plan([message(5)], 0)).toEqual([
      {
        channel: 'personal',
        studentId: 7,
        push: {
          id: 5,
          title: '作业提醒',
          content: '周五前交作业',
          sender: '王老师',
          broadcast: 0,
          createTime: 1_700_000_000_000,
        },
      },
    ]);
  });

  test('a fan-out is announced once on the broadcast channel, even across polls', () => {
    const planner = new DeliveryPlanner();
    const fanOut = [1, 2, 3].map((id) => message(id, { student_id: id, broadcast: 1, title: '放假通知' }));
    const first = planner.plan(fanOut.slice(0, 2), 0);
    expect(first).toHaveLength(1);
    expect(first[0]).toMatchObject({
      channel: 'broadcast',
      push: { id: null, title: '放假通知', broadcast: 1 },
    });
    expect(planner.plan(fanOut.slice(2), 100)).toEqual([]);
    // Another message to everyone with other words is announced too.
    expect(planner.plan([message(4, { broadcast: 1, title: '开学通知' })], 200)).toHaveLength(1);
  });

  test('a message deleted before the feed saw it is not pushed', () => {
    expect(new DeliveryPlanner().plan([message(9, { deleted_at: 1 })], 0)).toEqual([]);
  });
});
