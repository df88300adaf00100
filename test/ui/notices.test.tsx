import { configure, screen, waitFor, within } from '@testing-library/react';
import { useInlineComputedStyle } from '../helpers/inlineComputedStyle';
import { aStudent, memoryStorage } from '../helpers/renderWithProviders';
import { renderPage } from '../helpers/renderPage';
import { ok } from '../helpers/fakeHttp';
import { aNotice, inboxServer, realtimeChannel } from './messagesFakeServer';
import { findDialog } from './slotHarness';
import type { Notice } from '../../core/messageTypes';
import type { Storage } from 'redux-persist';

configure({ defaultHidden: true, asyncUtilTimeout: 15_000 });
useInlineComputedStyle();
jest.setTimeout(60_000);

const CLOSE = '/api/v3/notice/closeNotice';

const POPUP = aNotice(1, {
  title: '寒假编程营开始报名啦',
  displayMode: 2,
  displayDuration: 1,
  imageUrl: '/notices/winter-camp.svg',
});
const CAROUSEL = [
  aNotice(2, { title: '等级考试模拟练习已开放', redirectUrlStatus: 1, redirectUrl: '/upMember' }),
  aNotice(3, { title: '春季学期上课时间', redirectUrlStatus: 1, redirectUrl: 'https://example.org/plan' }),
];

async function signedInWith(notices: Notice[], storage?: Storage, student = aStudent()) {
  const server = inboxServer(student, [], notices);
  return renderPage('/message', {
    user: student,
    http: server.http,
    connectRealtime: realtimeChannel().connector,
    ...(storage ? { storage } : {}),
  });
}

const dialogTitled = async (title: string) => {
  const heading = await screen.findByText(title, { selector: '.ant-modal-title' });
  return heading.closest('[role="dialog"]') as HTMLElement;
};
/** A closed antd dialog stays in the document, hidden, until it opens again. */
const isClosed = (dialog: HTMLElement) =>
  (dialog.closest('.ant-modal-wrap') as HTMLElement | null)?.style.display === 'none';
const closedIds = (http: Awaited<ReturnType<typeof signedInWith>>['http']) =>
  http.callsTo(CLOSE).map((call) => JSON.parse(call.headers['x-query'] ?? '{}').id);

test('a popup comes first and stays until closed; closing one that reports its close calls closeNotice', async () => {
  const { user, http } = await signedInWith([POPUP, ...CAROUSEL]);
  const popup = await dialogTitled('寒假编程营开始报名啦');
  expect(within(popup).getByRole('img', { name: '寒假编程营开始报名啦' })).toHaveAttribute(
    'src',
    '/notices/winter-camp.svg',
  );
  expect(popup).toHaveTextContent('第 1 条通知的内容');
  expect(screen.queryByText('通知公告', { selector: '.ant-modal-title' })).not.toBeInTheDocument();

  await user.click(within(popup).getByRole('button', { name: '我知道了' }));
  await waitFor(() => expect(closedIds(http)).toEqual([1]));

  // Then the others, in the carousel dialog.
  const carousel = await dialogTitled('通知公告');
  expect(within(carousel).getByRole('heading', { name: '等级考试模拟练习已开放' })).toBeInTheDocument();
  await user.click(within(carousel).getByRole('button', { name: '下一条' }));
  expect(within(carousel).getByRole('heading', { name: '春季学期上课时间' })).toBeInTheDocument();
  const external = within(carousel).getByRole('link', { name: '查看详情' });
  expect(external).toHaveAttribute('href', 'https://example.org/plan');
  expect(external).toHaveAttribute('target', '_blank');
  expect(within(carousel).getByRole('button', { name: '下一条' })).toBeDisabled();

  // Closing notices that do not report their close calls nothing.
  await user.click(within(carousel).getByRole('button', { name: '我知道了' }));
  await waitFor(() => expect(isClosed(carousel)).toBe(true));
  expect(closedIds(http)).toEqual([1]);
});

test('the dialogs sit above everything (z-index 9999) and the popup is not closed by its mask', async () => {
  const { user, store, http } = await signedInWith([POPUP]);
  const popup = await dialogTitled('寒假编程营开始报名啦');
  const wrap = popup.closest('.ant-modal-wrap') as HTMLElement;
  expect(wrap.style.zIndex).toBe('9999');
  await user.click(wrap);
  expect(store.getState().notices.dismissedIds).toEqual([]);
  expect(isClosed(popup)).toBe(false);
  // The close button does close it.
  await user.click(within(popup).getByRole('button', { name: '关闭' }));
  await waitFor(() => expect(isClosed(popup)).toBe(true));
  expect(store.getState().notices.dismissedIds).toEqual([1]);
  await waitFor(() => expect(closedIds(http)).toEqual([1]));
});

test('closed notices stay closed after a reload', async () => {
  const storage = memoryStorage();
  const first = await signedInWith([POPUP, ...CAROUSEL], storage);
  await first.user.click(
    within(await dialogTitled('寒假编程营开始报名啦')).getByRole('button', { name: '我知道了' }),
  );
  await first.user.click(within(await dialogTitled('通知公告')).getByRole('button', { name: '我知道了' }));
  await waitFor(() => expect(storage.items.get('persist:codesprout.notices')).toContain('[1,2,3]'));
  first.unmount();

  // The server now leaves out the popup it was told about; the others still come.
  const reloaded = await signedInWith(CAROUSEL, storage);
  await reloaded.findByRole('button', { name: '暂无未读消息' });
  expect(screen.queryByText('通知公告', { selector: '.ant-modal-title' })).not.toBeInTheDocument();
});

test('following a notice’s link to a page closes it and goes there', async () => {
  const { user, router, http } = await signedInWith([POPUP, ...CAROUSEL]);
  await user.click(
    within(await dialogTitled('寒假编程营开始报名啦')).getByRole('button', { name: '我知道了' }),
  );
  const carousel = await dialogTitled('通知公告');
  await user.click(within(carousel).getByRole('button', { name: '查看详情' }));
  await waitFor(() => expect(router.state.location.pathname).toBe('/upMember'));
  await waitFor(() => expect(isClosed(carousel)).toBe(true));
  expect(closedIds(http)).toEqual([1]);
});

test('a student without school info meets the profile form alone; the notices wait until it is done', async () => {
  const newbie = aStudent({ id: 4, username: 'newbie', realName: '赵欣然', bindSchoolInfo: null });
  const view = await signedInWith([POPUP, ...CAROUSEL], undefined, newbie);
  const form = await findDialog('完善个人信息');
  await view.findByRole('button', { name: '暂无未读消息' });
  // The notice list has arrived, yet nothing is stacked on the form.
  await waitFor(() => expect(view.http.callsTo('/api/v3/notice/getMyNoticeList')).toHaveLength(1));
  expect(screen.queryByText('寒假编程营开始报名啦', { selector: '.ant-modal-title' })).toBeNull();

  const bound = { parentsContactWay: 'XH2026040101', name: '赵欣然', sex: '男', birthDayStr: '2012-03-01' };
  view.http.on('POST', '/api/v3/student/improvePersonalInformation', () => ok(null));
  view.http.on('GET', '/api/v3/student/getStudentInfo', () =>
    ok({ ...newbie, bindSchoolInfo: bound, medalInfoList: [], visitorRecordList: [] }),
  );
  await view.user.type(within(form).getByLabelText('学号'), bound.parentsContactWay);
  for (const [label, option] of [
    ['出生年份', '2012年'],
    ['出生月份', '03月'],
  ]) {
    await view.user.click(within(form).getByRole('combobox', { name: label }));
    await view.user.click(await screen.findByText(option, { selector: '.ant-select-item-option-content' }));
  }
  await view.user.click(within(form).getByRole('button', { name: '提交' }));

  // Submitted: the form is gone, and only now the first notice opens.
  const popup = await dialogTitled('寒假编程营开始报名啦');
  expect(screen.queryByText('完善个人信息', { selector: '.ant-modal-title *' })).toBeNull();
  expect(isClosed(popup)).toBe(false);
});
