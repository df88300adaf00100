import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import type { IntegralEntry, IntegralList, MedalListItem } from '../../core/pointsTypes';
import type { StudentInfo } from '../../core/types';
import { createFakeHttp, ok } from '../helpers/fakeHttp';
import { aStudent } from '../helpers/renderWithProviders';
import { renderPage } from '../helpers/renderPage';
import { useInlineComputedStyle } from '../helpers/inlineComputedStyle';

configure({ defaultHidden: true, asyncUtilTimeout: 15_000 });
useInlineComputedStyle();
jest.setTimeout(60_000);

const STUDENT = '/api/v3/student';

function entry(id: number, integral: number, reason: string): IntegralEntry {
  return {
    id,
    integral,
    source: integral < 0 ? 'unlock' : 'practice',
    reason,
    createTime: `2026-03-${String(id).padStart(2, '0')} 10:00:00`,
  };
}

/** Twelve entries, newest first: two pages of ten. */
const LEDGER: IntegralEntry[] = [
  entry(12, -20, '解锁主题模板'),
  entry(11, 20, '通过模拟考试（80 分）'),
  ...Array.from({ length: 10 }, (_, index) => entry(10 - index, 5, '完成一次题库练习')),
];

const MEDALS: MedalListItem[] = [
  {
    id: 5,
    medalName: '初次练习',
    medalIcon: '/avatars/medals/new-star.svg',
    description: '完成第一次题库练习',
    obtained: true,
    obtainTime: '2026-03-01 10:00:00',
  },
  {
    id: 6,
    medalName: '练习达人',
    medalIcon: '/avatars/medals/algorithm.svg',
    description: '累计完成 10 次题库练习',
    obtained: false,
    obtainTime: null,
  },
];

async function openUserCenter() {
  const user = aStudent();
  const http = createFakeHttp();
  const info: StudentInfo = { ...user, medalInfoList: [], visitorRecordList: [] };
  http.on('GET', `${STUDENT}/getStudentInfo`, () => ok(info));
  http.on('GET', `${STUDENT}/getMyIntegralList`, (request) => {
    const pageNumber = Number(request.params.pageNumber ?? 1);
    const pageSize = Number(request.params.pageSize ?? 10);
    const page: IntegralList = {
      list: LEDGER.slice((pageNumber - 1) * pageSize, pageNumber * pageSize),
      total: LEDGER.length,
      pageNumber,
      pageSize,
      balance: LEDGER.reduce((sum, item) => sum + item.integral, 0),
    };
    return ok(page);
  });
  http.on('GET', `${STUDENT}/getMyMedalList`, () => ok(MEDALS));
  await renderPage('/userCenter', { user, http });
  await screen.findByText('我的资料');
  return userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
}

describe('points and medals in the user centre', () => {
  it('shows the balance and the ledger newest first, in pages', async () => {
    const events = await openUserCenter();
    expect(await screen.findByText('积分余额')).toBeInTheDocument();
    const ledger = (await screen.findByText('解锁主题模板')).closest('table') as HTMLTableElement;
    expect(screen.getByText('50')).toBeInTheDocument();
    expect(within(ledger).getByText('-20')).toBeInTheDocument();
    expect(within(ledger).getByText('+20')).toBeInTheDocument();
    expect(within(ledger).getAllByText('完成一次题库练习')).toHaveLength(8);

    await events.click(screen.getByTitle('2'));
    await waitFor(() => expect(within(ledger).getAllByText('完成一次题库练习')).toHaveLength(2));
    expect(within(ledger).queryByText('解锁主题模板')).not.toBeInTheDocument();
  });

  it('lists every medal: earned ones with their date, locked ones with their rule', async () => {
    const events = await openUserCenter();
    await events.click(await screen.findByRole('tab', { name: '全部勋章' }));
    const wall = await screen.findByRole('list', { name: '全部勋章' });
    await waitFor(() => expect(within(wall).getAllByRole('listitem')).toHaveLength(2));
    const [earned, locked] = within(wall).getAllByRole('listitem');
    expect(earned).toHaveTextContent('初次练习获得于 2026-03-01 10:00:00');
    expect(earned).not.toHaveClass('user-center-medal-locked');
    expect(locked).toHaveTextContent('练习达人未获得：累计完成 10 次题库练习');
    expect(locked).toHaveClass('user-center-medal-locked');
  });
});
