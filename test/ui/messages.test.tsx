import { act, configure, screen, waitFor, within } from '@testing-library/react';
import { loggedOut } from '../../store/slices/sessionSlice';
import { useInlineComputedStyle } from '../helpers/inlineComputedStyle';
import { aStudent } from '../helpers/renderWithProviders';
import { renderPage } from '../helpers/renderPage';
import { aMessage, inboxServer, realtimeChannel } from './messagesFakeServer';
import type { RealtimeChannel } from './messagesFakeServer';

// antd's styles go to a detached node, so visibility is not what these queries check.
configure({ defaultHidden: true, asyncUtilTimeout: 15_000 });
useInlineComputedStyle();
jest.setTimeout(60_000);

const UNREAD_COUNT = '/api/messageSend/getUnreadCount';
const LIST = '/api/messageSend/getByCondition';

let channel: RealtimeChannel;
beforeEach(() => {
  channel = realtimeChannel();
});

/** Two unread (1, 2), two read (3, 4); newest first is 1. */
const anInbox = () => [aMessage(1), aMessage(2), aMessage(3, { status: 1 }), aMessage(4, { status: 1 })];

async function openInbox(inbox = anInbox(), path = '/message') {
  const student = aStudent();
  const server = inboxServer(student, inbox);
  const view = await renderPage(path, {
    user: student,
    http: server.http,
    connectRealtime: channel.connector,
  });
  return { ...view, server };
}

const bell = (name: string | RegExp) => screen.findByRole('button', { name });
const list = () => screen.findByRole('list', { name: '消息列表' });
const rowOf = async (title: string) => {
  const titleButton = await within(await list()).findByRole('button', { name: title });
  return titleButton.closest('li') as HTMLElement;
};

describe('message bell', () => {
  test('its tooltip and name say how many messages are unread', async () => {
    const { user } = await openInbox();
    const button = await bell('2条未读消息');
    expect(within(button).getByText('2')).toBeInTheDocument();
    await user.hover(button);
    expect(await screen.findByRole('tooltip')).toHaveTextContent('2条未读消息');
  });

  test('with nothing unread it says so, and shows no number', async () => {
    const { user } = await openInbox([aMessage(3, { status: 1 })]);
    const button = await bell('暂无未读消息');
    await user.hover(button);
    expect(await screen.findByRole('tooltip')).toHaveTextContent('暂无未读消息');
    expect(within(button).queryByText(/^\d+$/)).not.toBeInTheDocument();
  });

  test('a click opens the message page', async () => {
    const { user, router } = await openInbox(anInbox(), '/upMember');
    await user.click(await bell('2条未读消息'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/message'));
  });
});

describe('real-time pushes', () => {
  test('each pushed message adds one to the counter, on either channel, without asking the server', async () => {
    const { server, http } = await openInbox();
    await bell('2条未读消息');
    expect(channel.opened).toEqual(['token-of-test']);

    act(() => server.deliver(channel, aMessage(10, { title: '作业已批改', createTime: Date.now() })));
    await bell('3条未读消息');
    act(() =>
      server.deliver(channel, aMessage(11, { title: '放假通知', broadcast: 1, createTime: Date.now() })),
    );
    await bell('4条未读消息');
    expect(http.callsTo(UNREAD_COUNT)).toHaveLength(1);

    // The open message page shows the new messages too.
    expect(await rowOf('作业已批改')).toHaveTextContent('未读');
    expect(await rowOf('放假通知')).toHaveTextContent('全体通知');
  });

  test('after a reconnection the counter is fetched again (pushes may have been missed)', async () => {
    const { server, http } = await openInbox();
    await bell('2条未读消息');
    server.messages.push(aMessage(12, { createTime: Date.now() }));
    act(() => channel.reconnect());
    await bell('3条未读消息');
    expect(http.callsTo(UNREAD_COUNT)).toHaveLength(2);
  });

  test('signing out closes the channel', async () => {
    const { store } = await openInbox();
    await bell('2条未读消息');
    expect(channel.openCount()).toBe(1);
    act(() => {
      store.dispatch(loggedOut());
    });
    await waitFor(() => expect(channel.openCount()).toBe(0));
  });
});

describe('message page', () => {
  test('lists the inbox newest first with a summary; unread ones are marked', async () => {
    await openInbox();
    const titles = within(await list())
      .getAllByRole('listitem')
      .map((item) => within(item).getAllByRole('button')[0].textContent);
    expect(titles).toEqual(['消息 1', '消息 2', '消息 3', '消息 4']);
    expect(await screen.findByText('共 4 条，未读 2 条')).toBeInTheDocument();
    expect(await rowOf('消息 1')).toHaveTextContent('未读');
    expect(await rowOf('消息 3')).not.toHaveTextContent('未读');
  });

  test('opening an unread message shows it and marks it read', async () => {
    const { user, http } = await openInbox();
    await user.click(await screen.findByRole('button', { name: '查看：消息 1' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('第 1 条消息的内容');
    expect(dialog).toHaveTextContent('来自 码芽教务处');
    await waitFor(() => expect(http.callsTo('/api/messageSend/update')).toHaveLength(1));
    expect(http.callsTo('/api/messageSend/update')[0].body).toEqual({ ids: '1' });
    await bell('1条未读消息');
    await waitFor(async () => expect(await rowOf('消息 1')).not.toHaveTextContent('未读'));

    // A read message opens without another call.
    await user.click(within(dialog).getByRole('button', { name: '我知道了' }));
    await user.click(await screen.findByRole('button', { name: '查看：消息 3' }));
    await waitFor(() => expect(screen.getByRole('dialog')).toHaveTextContent('第 3 条消息的内容'));
    expect(http.callsTo('/api/messageSend/update')).toHaveLength(1);
  });

  test('deleting asks first, then removes the message', async () => {
    const { user, http } = await openInbox();
    await user.click(await screen.findByRole('button', { name: '删除：消息 2' }));
    expect(await screen.findByText('确定删除这条消息吗？删除后无法恢复。')).toBeInTheDocument();
    expect(http.callsTo('/api/messageSend/delByIds/2')).toHaveLength(0);
    await user.click(await screen.findByRole('button', { name: '确定' }));
    expect(await screen.findByText('删除成功')).toBeInTheDocument();
    expect(http.callsTo('/api/messageSend/delByIds/2')).toHaveLength(1);
    await waitFor(() =>
      expect(
        within(screen.getByRole('list', { name: '消息列表' })).queryByText('消息 2'),
      ).not.toBeInTheDocument(),
    );
    await bell('1条未读消息');
    expect(await screen.findByText('共 3 条，未读 1 条')).toBeInTheDocument();
  });

  test('the unread filter asks the server for status 0 and shows only those', async () => {
    const { user, http } = await openInbox();
    await list();
    await user.click(screen.getByText('未读', { selector: '.ant-segmented-item-label' }));
    await waitFor(() =>
      expect(
        within(screen.getByRole('list', { name: '消息列表' })).queryByText('消息 3'),
      ).not.toBeInTheDocument(),
    );
    const last = http.callsTo(LIST).at(-1);
    expect(JSON.parse(last?.headers['x-query'] ?? '{}')).toEqual({ pageNumber: 1, pageSize: 10, status: 0 });
    expect(within(await list()).getAllByRole('listitem')).toHaveLength(2);
  });

  test('“mark all read” empties the counter', async () => {
    const { user, http } = await openInbox();
    await user.click(await screen.findByRole('button', { name: '全部标为已读' }));
    await bell('暂无未读消息');
    expect(http.callsTo('/api/messageSend/update')[0].body).toEqual({ all: '1' });
    expect(await screen.findByText('已全部标为已读')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: '全部标为已读' })).toBeDisabled());
  });

  test('pages through a long inbox', async () => {
    const inbox = Array.from({ length: 23 }, (_, index) => aMessage(index + 1));
    const { user } = await openInbox(inbox);
    expect(within(await list()).getAllByRole('listitem')).toHaveLength(10);
    expect(screen.getByText('共 23 条')).toBeInTheDocument();
    await user.click(screen.getByTitle('3'));
    await waitFor(() =>
      expect(within(screen.getByRole('list', { name: '消息列表' })).getAllByRole('listitem')).toHaveLength(3),
    );
    expect(within(screen.getByRole('list', { name: '消息列表' })).getByText('消息 21')).toBeInTheDocument();
  });
});
