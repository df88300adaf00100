import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import type { BankItem } from '../../core/questionBankTypes';
import { createFakeHttp, fail, ok } from '../helpers/fakeHttp';
import { aStudent, renderWithProviders } from '../helpers/renderWithProviders';
import { useInlineComputedStyle } from '../helpers/inlineComputedStyle';

// Styles come from inline declarations only (see the helper), so visibility is not what these
// queries check: they are scoped to the page part or dialog instead.
configure({ defaultHidden: true, asyncUtilTimeout: 15_000 });
useInlineComputedStyle();
// Dialog flows with typing take a while on a busy machine.
jest.setTimeout(60_000);

const BANKS = '/tiku/api/v1/getMyQuestionBankList';
const BATCH = '/tiku/api/v1/getPracticeBatchInfo';

function aBank(overrides: Partial<BankItem> = {}): BankItem {
  return {
    id: 11,
    title: 'Scratch 一级',
    totalCount: 20,
    multipleChoiceCount: 12,
    multipleSelectionCount: 0,
    trueFalseCount: 5,
    fillsCount: 0,
    essayCount: 0,
    programmingCount: 3,
    ...overrides,
  };
}

const THREE_BANKS = [
  aBank(),
  aBank({ id: 12, title: 'Scratch 二级' }),
  aBank({ id: 13, title: 'Python 一级' }),
];

async function openBankPage(banks: BankItem[] = THREE_BANKS) {
  const http = createFakeHttp();
  http.on('POST', BANKS, () => ok(banks));
  const view = await renderWithProviders('/questionBank', {
    user: aStudent({ id: 7, userName: 'demo' }),
    http,
  });
  return { ...view, user: userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never }) };
}

/** The dialog titled `title`; found by its title text because role-name queries are slow here. */
async function findDialog(title: string): Promise<HTMLElement> {
  const heading = await screen.findByText(title, { selector: '.ant-modal-title' });
  return heading.closest<HTMLElement>('[role="dialog"]') as HTMLElement;
}

async function openDialog(user: Awaited<ReturnType<typeof openBankPage>>['user']) {
  await user.click(await screen.findByLabelText('进入练习：题库一'));
  return findDialog('Scratch 一级');
}

describe('/questionBank', () => {
  it('numbers the cards in Chinese, shows each bank title and asks for the caller only', async () => {
    const { http } = await openBankPage();

    for (const [heading, subtitle] of [
      ['题库一', 'Scratch 一级'],
      ['题库二', 'Scratch 二级'],
      ['题库三', 'Python 一级'],
    ]) {
      const card = await screen.findByLabelText(heading, { selector: 'article' });
      expect(within(card).getByText(subtitle)).toBeInTheDocument();
      expect(within(card).getByRole('button', { name: `进入练习：${heading}` })).toHaveTextContent(
        '进入练习',
      );
    }
    expect(http.callsTo(BANKS)[0].body).toEqual({ userId: 7 });
    await waitFor(() => expect(document.title).toBe('题库列表 - 码芽 少儿编程平台'));
  });

  it('sends a visitor to the login page', async () => {
    const { router } = await renderWithProviders('/questionBank');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it('shows the empty state with a way to activate', async () => {
    const { user } = await openBankPage([]);

    expect(await screen.findByText('暂无题库信息，请点击右上角激活')).toBeInTheDocument();
    await user.click(screen.getByText('去激活', { selector: 'button span' }));
    expect(await findDialog('激活产品')).toBeInTheDocument();
  });

  it('offers only the types the bank has, each limited to what is available', async () => {
    const { user } = await openBankPage();
    const dialog = await openDialog(user);

    expect(within(dialog).getByText('20')).toBeInTheDocument();
    expect(within(dialog).getByText('请输入您要练习的各题型数量')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('单选题')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('判断题')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('编程题')).toBeInTheDocument();
    for (const hidden of ['多选题', '填空题', '简答题']) {
      expect(within(dialog).queryByLabelText(hidden)).not.toBeInTheDocument();
    }
    expect(within(dialog).getByLabelText('单选题')).toHaveAttribute('aria-valuemax', '12');

    await user.hover(within(dialog).getByLabelText('单选题'));
    expect(await screen.findByRole('tooltip')).toHaveTextContent('输入的数量不能超过12');
  });

  it('says 必填项 when a count is left empty', async () => {
    const { user } = await openBankPage();
    const dialog = await openDialog(user);

    const single = within(dialog).getByLabelText('单选题');
    await user.clear(single);
    fireEvent.blur(single);
    expect(await within(dialog).findByText('必填项')).toBeInTheDocument();
  });

  it('blocks a batch that asks for nothing', async () => {
    const { user, http } = await openBankPage();
    const dialog = await openDialog(user);

    await user.click(within(dialog).getByRole('button', { name: '开始练习' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('请输入要练习的题型数量');
    expect(http.callsTo(BATCH)).toHaveLength(0);
  });

  it('starts practice: draws a batch, keeps it and opens /testStore', async () => {
    const { user, http, store, router } = await openBankPage();
    http.on('POST', BATCH, () => ok({ batchId: 501, questionIds: [3, 1, 4] }));
    const dialog = await openDialog(user);

    const single = within(dialog).getByLabelText('单选题');
    await user.clear(single);
    await user.type(single, '2');
    const programming = within(dialog).getByLabelText('编程题');
    await user.clear(programming);
    await user.type(programming, '1');
    await user.click(within(dialog).getByRole('button', { name: '开始练习' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/testStore'));
    expect(store.getState().practice.batch).toEqual({
      batchId: 501,
      questionIds: [3, 1, 4],
      kind: 'bank',
      itemId: 11,
    });
    const crumbs = await screen.findByLabelText('当前位置');
    expect(within(crumbs).getByRole('link', { name: '题库列表' })).toHaveAttribute('href', '/questionBank');
    expect(within(crumbs).getByText('题目练习')).toBeInTheDocument();
    expect(http.callsTo(BATCH)[0].body).toEqual({
      userId: 7,
      userName: 'demo',
      batchType: 1,
      batchTypeItemId: 11,
      multipleChoiceCount: 2,
      multipleSelectionCount: 0,
      trueFalseCount: 0,
      fillsCount: 0,
      essayCount: 0,
      programmingCount: 1,
    });
  });

  it("shows the server's refusal and stays", async () => {
    const { user, http, router } = await openBankPage();
    http.on('POST', BATCH, () => fail(400, 'multipleChoiceCount 超过可用题数 12'));
    const dialog = await openDialog(user);

    const single = within(dialog).getByLabelText('单选题');
    await user.clear(single);
    await user.type(single, '3');
    await user.click(within(dialog).getByRole('button', { name: '开始练习' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent('multipleChoiceCount 超过可用题数 12');
    expect(router.state.location.pathname).toBe('/questionBank');
  });
});
