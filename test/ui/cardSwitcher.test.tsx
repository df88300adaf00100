import { configure, screen, waitFor, within } from '@testing-library/react';
import type { AdditionalCard, LinkableCard } from '../../core/cardTypes';
import { cardPaths } from '../../core/cardTypes';
import { cardsApi } from '../../store/api/cardsApi';
import { CardSwitcher } from '../../src/features/cards/CardSwitcher';
import { createFakeHttp, fail, ok } from '../helpers/fakeHttp';
import { useInlineComputedStyle } from '../helpers/inlineComputedStyle';
import { aStudent } from '../helpers/renderWithProviders';
import { findDialog, renderSlot } from './slotHarness';

configure({ defaultHidden: true, asyncUtilTimeout: 15_000 });
useInlineComputedStyle();
jest.setTimeout(60_000);

const MAIN = 7;
const EXTRA = 21;
const INFO = '/api/v3/student/getStudentInfo';
const CARD_PASSWORD = 'Sprout2026';
const demo = aStudent({ id: MAIN, realName: '林小满', className: 'Scratch启蒙A班' });

const mainCard: AdditionalCard = {
  studentId: MAIN,
  className: 'Scratch启蒙A班',
  activeTime: '2025-09-01 09:00:00',
  disabled: true,
  mainCard: true,
};
const extraCard: AdditionalCard = {
  studentId: EXTRA,
  className: 'Scratch创意C班',
  activeTime: '2024-09-01 09:00:00',
  disabled: false,
  mainCard: false,
};
const pastCards: LinkableCard[] = [
  { studentId: EXTRA, studentName: '林小满', className: 'Scratch创意C班', activeTime: '2024-09-01 09:00:00' },
  { studentId: 22, studentName: '林小满', className: 'Python进阶B班', activeTime: '2023-09-02 10:30:00' },
];

/** Answers the card calls like the server would for demo's group. */
function cardServer(group: AdditionalCard[] = [mainCard]) {
  const http = createFakeHttp();
  const state = { group: [...group] };
  // Copies: the store freezes what it receives, as it would a parsed response.
  http.on('GET', cardPaths.additionalList, () => ok([...state.group]));
  http.on('GET', cardPaths.otherStudents, () =>
    ok(pastCards.filter((card) => !state.group.some((linked) => linked.studentId === card.studentId))),
  );
  http.on('POST', cardPaths.saveAdditionalCard, ({ body }) => {
    const card = pastCards.find((candidate) => candidate.studentId === Number(body.studentId));
    if (!card || body.password !== CARD_PASSWORD) return fail(400, '学习卡或密码不正确，无法关联');
    state.group.push({ ...card, disabled: false, mainCard: false });
    const message = `已关联「${card.className}」的学习卡，可在右上角切换`;
    return { status: 200, body: { success: true, code: 200, message, result: null } };
  });
  return { http, state };
}

async function openSwitcher(options: { group?: AdditionalCard[]; user?: ReturnType<typeof aStudent> } = {}) {
  const { http, state } = cardServer(options.group);
  const reload = jest.fn();
  const view = await renderSlot(<CardSwitcher />, { user: options.user ?? demo, http, reloadPage: reload });
  const trigger = await screen.findByRole('button', { name: /当前学习卡/ });
  return { ...view, state, reload, trigger };
}

async function openMenu(view: Awaited<ReturnType<typeof openSwitcher>>) {
  await view.user.click(view.trigger);
  return (await screen.findByRole('menu')) as HTMLElement;
}

function menuLabels(menu: HTMLElement): string[] {
  return within(menu)
    .getAllByRole('menuitem')
    .map((item) => item.textContent ?? '');
}

describe('switch-card dropdown', () => {
  it('is not shown to a student without a school, who has no cards to switch', async () => {
    const { http } = cardServer();
    const { container } = await renderSlot(<CardSwitcher />, {
      user: aStudent({ schoolStatus: 0 }),
      http,
    });
    expect(container.querySelector('.card-switcher')).toBeNull();
    expect(http.callsTo(cardPaths.additionalList)).toHaveLength(0);
  });

  it('lists the main card and the linked cards, marks the current one, and offers linking', async () => {
    const view = await openSwitcher({ group: [mainCard, extraCard] });
    expect(view.trigger).toHaveTextContent('Scratch启蒙A班');
    expect(view.trigger).not.toHaveTextContent('附加卡');

    const menu = await openMenu(view);
    expect(menuLabels(menu)).toEqual([
      'Scratch启蒙A班主卡当前2025-09-01',
      'Scratch创意C班2024-09-01',
      '关联学习卡',
    ]);
    const current = within(menu).getAllByRole('menuitem')[0] as HTMLElement;
    expect(current).toHaveAttribute('aria-disabled', 'true');
  });

  it('on an extra card: the header says so and "返回主卡" is offered', async () => {
    const view = await openSwitcher({
      user: { ...demo, id: EXTRA, className: 'Scratch创意C班' },
      group: [
        { ...mainCard, disabled: false },
        { ...extraCard, disabled: true },
      ],
    });
    await waitFor(() => expect(view.trigger).toHaveTextContent('附加卡'));
    expect(view.trigger).toHaveTextContent('Scratch创意C班');
    const menu = await openMenu(view);
    expect(menuLabels(menu)).toContain('返回主卡');
  });
});

describe('linking a card', () => {
  it('asks for a class first: "请选择所在班级", and nothing is sent', async () => {
    const view = await openSwitcher();
    await view.user.click(within(await openMenu(view)).getByText('关联学习卡'));
    const dialog = await findDialog('关联学习卡');

    await view.user.click(within(dialog).getByRole('button', { name: '下一步' }));

    expect(
      await within(dialog).findByText('请选择所在班级', { selector: '.ant-form-item-explain-error' }),
    ).toBeInTheDocument();
    expect(view.http.callsTo(cardPaths.saveAdditionalCard)).toHaveLength(0);
  });

  it('confirms name (read-only), class and activation time, then shows the server message and closes', async () => {
    const view = await openSwitcher();
    await view.user.click(within(await openMenu(view)).getByText('关联学习卡'));
    const choose = await findDialog('关联学习卡');

    await view.user.click(within(choose).getByRole('combobox'));
    await view.user.click(
      await screen.findByText('Scratch创意C班（2024-09-01 激活）', {
        selector: '.ant-select-item-option-content',
      }),
    );
    await view.user.click(within(choose).getByRole('button', { name: '下一步' }));

    const confirm = await findDialog('确认关联');
    const name = within(confirm).getByLabelText('学生姓名');
    expect(name).toHaveValue('林小满');
    expect(name).toHaveAttribute('readonly');
    expect(within(confirm).getByText('Scratch创意C班')).toBeInTheDocument();
    expect(within(confirm).getByText('2024-09-01 09:00:00')).toBeInTheDocument();

    await view.user.type(within(confirm).getByLabelText('该学习卡的密码'), CARD_PASSWORD);
    await view.user.click(within(confirm).getByRole('button', { name: '确认关联' }));
    await waitFor(() => expect(view.http.callsTo(cardPaths.saveAdditionalCard)).toHaveLength(1));
    expect(await screen.findByText('已关联「Scratch创意C班」的学习卡，可在右上角切换')).toBeInTheDocument();
    expect(view.http.callsTo(cardPaths.saveAdditionalCard)[0]?.body).toEqual({
      studentId: String(EXTRA),
      password: CARD_PASSWORD,
    });
    await waitFor(() => expect(screen.queryByText('确认关联', { selector: '.ant-modal-title' })).toBeNull());
    // The new card is in the dropdown at once.
    await waitFor(() => expect(view.http.callsTo(cardPaths.additionalList).length).toBeGreaterThan(1));
    expect(menuLabels(await openMenu(view))).toContain('Scratch创意C班2024-09-01');
  });

  it('asks for the card’s password, and shows the server’s refusal of a wrong one in the dialog', async () => {
    const view = await openSwitcher();
    await view.user.click(within(await openMenu(view)).getByText('关联学习卡'));
    const choose = await findDialog('关联学习卡');
    await view.user.click(within(choose).getByRole('combobox'));
    await view.user.click(
      await screen.findByText('Scratch创意C班（2024-09-01 激活）', {
        selector: '.ant-select-item-option-content',
      }),
    );
    await view.user.click(within(choose).getByRole('button', { name: '下一步' }));
    const confirm = await findDialog('确认关联');

    await view.user.click(within(confirm).getByRole('button', { name: '确认关联' }));
    expect(
      await within(confirm).findByText('请输入该学习卡的密码', { selector: '.ant-form-item-explain-error' }),
    ).toBeInTheDocument();
    expect(view.http.callsTo(cardPaths.saveAdditionalCard)).toHaveLength(0);

    await view.user.type(within(confirm).getByLabelText('该学习卡的密码'), 'Guess2026');
    await view.user.click(within(confirm).getByRole('button', { name: '确认关联' }));
    expect(await within(confirm).findByRole('alert')).toHaveTextContent('学习卡或密码不正确，无法关联');
    expect(view.http.callsTo(cardPaths.saveAdditionalCard)).toHaveLength(1);
    expect(screen.getByText('确认关联', { selector: '.ant-modal-title' })).toBeInTheDocument();
  });

  it('"上一步" goes back to the class choice', async () => {
    const view = await openSwitcher();
    await view.user.click(within(await openMenu(view)).getByText('关联学习卡'));
    const choose = await findDialog('关联学习卡');
    await view.user.click(within(choose).getByRole('combobox'));
    await view.user.click(
      await screen.findByText('Python进阶B班（2023-09-02 激活）', {
        selector: '.ant-select-item-option-content',
      }),
    );
    await view.user.click(within(choose).getByRole('button', { name: '下一步' }));
    const confirm = await findDialog('确认关联');

    await view.user.click(within(confirm).getByRole('button', { name: '上一步' }));

    expect(await findDialog('关联学习卡')).toBeInTheDocument();
    expect(view.http.callsTo(cardPaths.saveAdditionalCard)).toHaveLength(0);
  });
});

describe('switching cards', () => {
  it('to a linked card: quick login, new token, main card remembered, user refreshed, page reloaded', async () => {
    const view = await openSwitcher({ group: [mainCard, extraCard] });
    view.http.on('POST', cardPaths.loginById(EXTRA), () => ok('token-of-extra'));
    view.http.on('GET', INFO, () =>
      ok({ ...demo, id: EXTRA, className: 'Scratch创意C班', medalInfoList: [], visitorRecordList: [] }),
    );

    await view.user.click(within(await openMenu(view)).getByText('Scratch创意C班'));

    await waitFor(() => expect(view.reload).toHaveBeenCalledTimes(1));
    expect(view.http.callsTo(cardPaths.loginById(EXTRA))[0]?.headers.accessToken).toBe('token-of-test');
    expect(view.http.callsTo(INFO)[0]?.headers.accessToken).toBe('token-of-extra');
    const state = view.store.getState();
    expect(state.session.accessToken).toBe('token-of-extra');
    expect(state.session.userInfo?.className).toBe('Scratch创意C班');
    expect(state.card.currCardStudentId).toBe(MAIN);
  });

  it('back to the main card drops the remembered id', async () => {
    const { http } = cardServer([
      { ...mainCard, disabled: false },
      { ...extraCard, disabled: true },
    ]);
    http.on('POST', cardPaths.loginById(MAIN), () => ok('token-of-main'));
    http.on('GET', INFO, () => ok({ ...demo, medalInfoList: [], visitorRecordList: [] }));
    const reload = jest.fn();
    const view = await renderSlot(<CardSwitcher />, {
      user: { ...demo, id: EXTRA, className: 'Scratch创意C班' },
      http,
      preloaded: { card: { currCardStudentId: MAIN } },
      reloadPage: reload,
    });
    await view.user.click(await screen.findByRole('button', { name: /当前学习卡/ }));

    await view.user.click(within(await screen.findByRole('menu')).getByText('返回主卡'));

    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(view.store.getState().card.currCardStudentId).toBeNull();
    expect(view.store.getState().session.accessToken).toBe('token-of-main');
  });

  it('a refused quick login only ends the wait: same card, same token, no reload', async () => {
    const view = await openSwitcher({ group: [mainCard, extraCard] });
    view.http.on('POST', cardPaths.loginById(EXTRA), () => fail(403, '只能切换到已关联的学习卡'));

    await view.user.click(within(await openMenu(view)).getByText('Scratch创意C班'));

    await waitFor(() => expect(view.http.callsTo(cardPaths.loginById(EXTRA))).toHaveLength(1));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: /当前学习卡/ })).not.toHaveClass('ant-btn-loading'),
    );
    expect(view.reload).not.toHaveBeenCalled();
    expect(view.store.getState().session.accessToken).toBe('token-of-test');
    expect(view.store.getState().session.exchangingToken).toBe(false);
    expect(view.store.getState().card.currCardStudentId).toBeNull();
  });

  it('calls refused for the old token while the switch revokes it sign nobody out: the switch ends in its reload', async () => {
    const view = await openSwitcher({ group: [mainCard, extraCard] });
    const switchAnswered = gate();
    const lateRefusal = gate();
    view.http.on('POST', cardPaths.loginById(EXTRA), async () => {
      await switchAnswered.opened;
      return ok('token-of-extra');
    });
    view.http.on('GET', INFO, () => ok({ ...extraUser, medalInfoList: [], visitorRecordList: [] }));
    // The server refuses the old token from the moment it has issued the new one.
    view.http.on('GET', cardPaths.otherStudents, async ({ headers }) => {
      if (headers.accessToken !== 'token-of-test') return ok([]);
      await lateRefusal.opened;
      return fail(401, '登录已过期，请重新登录');
    });
    const otherStudents = () =>
      view.store.dispatch(cardsApi.endpoints.getOtherStudents.initiate(undefined, { forceRefetch: true }));

    await view.user.click(within(await openMenu(view)).getByText('Scratch创意C班'));
    await waitFor(() => expect(view.http.callsTo(cardPaths.loginById(EXTRA))).toHaveLength(1));
    // One refused before the new token has arrived, one sent before and refused after.
    lateRefusal.open();
    await otherStudents();
    lateRefusal.reset();
    const refusedLate = otherStudents();
    switchAnswered.open();
    await waitFor(() => expect(view.store.getState().session.accessToken).toBe('token-of-extra'));
    lateRefusal.open();
    expect((await refusedLate).error).toMatchObject({ status: 401, tokenRetired: true });

    await waitFor(() => expect(view.reload).toHaveBeenCalledTimes(1));
    const { session } = view.store.getState();
    expect(session.userInfo?.className).toBe('Scratch创意C班');
    expect(session.exchangingToken).toBe(false);
  });

  it('a 401 for the token the session holds still signs the student out', async () => {
    const view = await openSwitcher({ group: [mainCard, extraCard] });
    view.http.on('GET', cardPaths.otherStudents, () => fail(401, '登录已过期，请重新登录'));

    await view.store.dispatch(cardsApi.endpoints.getOtherStudents.initiate());

    await waitFor(() => expect(view.store.getState().session.userInfo).toBeNull());
  });
});

const extraUser = { ...demo, id: EXTRA, className: 'Scratch创意C班' };

/** A promise a test opens when it chooses; `reset` closes it again for the next wait. */
function gate() {
  let open: () => void = () => undefined;
  const state = {
    opened: Promise.resolve(),
    open: () => open(),
    reset() {
      state.opened = new Promise<void>((resolve) => (open = resolve));
    },
  };
  state.reset();
  return state;
}
