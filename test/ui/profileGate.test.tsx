import { configure, screen, waitFor, within } from '@testing-library/react';
import { profilePaths } from '../../core/cardTypes';
import type { UserInfo } from '../../core/types';
import { ProfileGate } from '../../src/features/profile/ProfileGate';
import { createFakeHttp, fail, ok } from '../helpers/fakeHttp';
import { useInlineComputedStyle } from '../helpers/inlineComputedStyle';
import { aStudent } from '../helpers/renderWithProviders';
import { findDialog, renderSlot } from './slotHarness';

configure({ defaultHidden: true, asyncUtilTimeout: 15_000 });
useInlineComputedStyle();
jest.setTimeout(60_000);

const INFO = '/api/v3/student/getStudentInfo';
const SUBMIT = profilePaths.improvePersonalInformation;
const newbie = aStudent({ id: 4, username: 'newbie', realName: '赵欣然', bindSchoolInfo: null });
const DONE = '个人信息已完善，欢迎开始学习！';

async function openGate(user: UserInfo = newbie) {
  const http = createFakeHttp();
  const view = await renderSlot(<ProfileGate />, { user, http });
  const dialog = await findDialog('完善个人信息');
  return { ...view, dialog };
}

function errorsIn(dialog: HTMLElement): string[] {
  return Array.from(dialog.querySelectorAll('.ant-form-item-explain-error')).map(
    (node) => node.textContent ?? '',
  );
}

async function pick(view: Awaited<ReturnType<typeof openGate>>, label: string, option: string) {
  await view.user.click(within(view.dialog).getByRole('combobox', { name: label }));
  await view.user.click(await screen.findByText(option, { selector: '.ant-select-item-option-content' }));
}

describe('profile gate', () => {
  it('stays away from a student whose school info is bound', async () => {
    const { container } = await renderSlot(<ProfileGate />, { user: aStudent() });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(container.ownerDocument.querySelector('.ant-modal')).toBeNull();
  });

  it('opens for a student without school info, with a visible countdown and no close button yet', async () => {
    const { dialog } = await openGate();
    expect(within(dialog).getByRole('timer')).toHaveTextContent(/^(10|9) 秒后可关闭$/);
    expect(dialog.querySelector('.ant-modal-close')).toBeNull();
    // Name prefilled from the account, sex defaults to 男.
    expect(within(dialog).getByLabelText('姓名')).toHaveValue('赵欣然');
    expect(dialog.querySelector('#profile-gate_sex')?.closest('.ant-select')).toHaveTextContent(/^男$/);
  });

  it('shows every rule of the form and sends nothing', async () => {
    const view = await openGate();
    await view.user.clear(within(view.dialog).getByLabelText('姓名'));
    // Clearing the sex select leaves it empty.
    await view.user.click(within(view.dialog).getByRole('button', { name: 'Clear' }));

    await view.user.click(within(view.dialog).getByRole('button', { name: '提交' }));

    await waitFor(() =>
      expect(errorsIn(view.dialog)).toEqual([
        '学号不能为空',
        '姓名不能为空',
        '性别不能为空',
        '请选择出生年份',
        '请选择出生月份',
      ]),
    );
    expect(view.http.callsTo(SUBMIT)).toHaveLength(0);
  });

  it('offers birth years 1995 to 2015 and months 01 to 12', async () => {
    const view = await openGate();
    const optionsOf = async (label: string) => {
      await view.user.click(within(view.dialog).getByRole('combobox', { name: label }));
      const list = (await screen.findAllByRole('listbox')).at(-1) as HTMLElement;
      const popup = list.parentElement?.querySelectorAll('.ant-select-item-option-content') ?? [];
      return Array.from(popup, (node) => node.textContent);
    };
    const years = Array.from({ length: 21 }, (_, index) => `${1995 + index}年`);
    const months = Array.from({ length: 12 }, (_, index) => `${String(index + 1).padStart(2, '0')}月`);
    expect(await optionsOf('出生年份')).toEqual(years);
    await view.user.keyboard('{Escape}');
    expect(await optionsOf('出生月份')).toEqual(months);
  });

  it("shows the server's refusal in the form", async () => {
    const view = await openGate();
    view.http.on('POST', SUBMIT, () => fail(400, '学号不能为空'));
    await view.user.type(within(view.dialog).getByLabelText('学号'), 'XH2026');
    await pick(view, '出生年份', '1996年');
    await pick(view, '出生月份', '03月');

    await view.user.click(within(view.dialog).getByRole('button', { name: '提交' }));

    expect(await within(view.dialog).findByRole('alert')).toHaveTextContent('学号不能为空');
  });

  it("submits, shows the server's message, refreshes the user and the gate is gone", async () => {
    const view = await openGate();
    const bound = {
      parentsContactWay: 'XH2026040101',
      name: '赵欣然',
      sex: '女',
      birthDayStr: '1996-03-01',
    } as const;
    view.http.on('POST', SUBMIT, () => ({
      status: 200,
      body: { success: true, code: 200, message: DONE, result: null },
    }));
    view.http.on('GET', INFO, () =>
      ok({ ...newbie, bindSchoolInfo: bound, medalInfoList: [], visitorRecordList: [] }),
    );

    await view.user.type(within(view.dialog).getByLabelText('学号'), ' XH2026040101 ');
    await pick(view, '性别', '女');
    await pick(view, '出生年份', '1996年');
    await pick(view, '出生月份', '03月');
    await view.user.click(within(view.dialog).getByRole('button', { name: '提交' }));

    expect(await screen.findByText(DONE)).toBeInTheDocument();
    expect(view.http.callsTo(SUBMIT)[0]?.body).toEqual(bound);
    expect(view.http.callsTo(SUBMIT)[0]?.contentType).toContain('application/x-www-form-urlencoded');
    await waitFor(() => expect(view.store.getState().session.userInfo?.bindSchoolInfo).toEqual(bound));
    await waitFor(() =>
      expect(screen.queryByText('完善个人信息', { selector: '.ant-modal-title *' })).toBeNull(),
    );
  });
});
