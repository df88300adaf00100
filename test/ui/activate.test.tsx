import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { createFakeHttp, fail, ok } from '../helpers/fakeHttp';
import { aStudent, renderWithProviders } from '../helpers/renderWithProviders';
import { useInlineComputedStyle } from '../helpers/inlineComputedStyle';

// Styles come from inline declarations only (see the helper), so visibility is not what these
// queries check: they are scoped to the page part or dialog instead.
configure({ defaultHidden: true, asyncUtilTimeout: 15_000 });
useInlineComputedStyle();
jest.setTimeout(60_000);

const ACTIVATE = '/tiku/api/v1/activationProductCode';

let reload: jest.Mock;

beforeEach(() => {
  reload = jest.fn();
});

/** The dialog titled `title`; found by its title text because role-name queries are slow here. */
async function findDialog(title: string): Promise<HTMLElement> {
  const heading = await screen.findByText(title, { selector: '.ant-modal-title' });
  return heading.closest<HTMLElement>('[role="dialog"]') as HTMLElement;
}

async function openActivateDialog(http = createFakeHttp()) {
  await renderWithProviders('/practise', {
    user: aStudent({ id: 7, userName: 'demo' }),
    http,
    reloadPage: reload,
  });
  const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
  const header = await screen.findByRole('banner');
  await user.click(within(header).getByRole('button', { name: '激活' }));
  const dialog = await findDialog('激活产品');
  return { user, dialog, http };
}

describe('activate-product dialog', () => {
  it('asks a visitor to sign in first', async () => {
    await renderWithProviders('/practise');
    const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
    const header = await screen.findByRole('banner');
    await user.click(within(header).getByRole('button', { name: '激活' }));

    const dialog = await findDialog('登录码芽');
    expect(within(dialog).getByRole('tab', { name: '账号登录' })).toBeInTheDocument();
    expect(screen.queryByText('激活产品')).not.toBeInTheDocument();
  });

  it('refuses a code that fails the format check without calling the server', async () => {
    const { user, dialog, http } = await openActivateDialog();

    await user.type(within(dialog).getByLabelText('激活码'), 'CS2026ABA');
    await user.click(within(dialog).getByRole('button', { name: '立即激活' }));

    expect(await within(dialog).findByText('激活码格式错误')).toBeInTheDocument();
    expect(http.callsTo(ACTIVATE)).toHaveLength(0);
  });

  it('requires a code', async () => {
    const { user, dialog } = await openActivateDialog();

    await user.click(within(dialog).getByRole('button', { name: '立即激活' }));

    expect(await within(dialog).findByText('激活码不能为空')).toBeInTheDocument();
  });

  it("shows the server's refusal and stays open", async () => {
    const http = createFakeHttp();
    http.on('POST', ACTIVATE, () => fail(409, '激活码已被使用'));
    const { user, dialog } = await openActivateDialog(http);

    await user.type(within(dialog).getByLabelText('激活码'), 'CS2026ABR');
    await user.click(within(dialog).getByRole('button', { name: '立即激活' }));

    expect(await within(dialog).findByText('激活码已被使用')).toBeInTheDocument();
    expect(dialog).toBeInTheDocument();
    expect(screen.getByText('激活产品')).toBeInTheDocument();
    expect(reload).not.toHaveBeenCalled();
  });

  it('too many wrong codes: the wait the server names is shown under the field', async () => {
    const http = createFakeHttp();
    http.on('POST', ACTIVATE, () => fail(429, '激活码输错次数太多，请 42 分钟后再试', 'RATE_LIMITED'));
    const { user, dialog } = await openActivateDialog(http);

    await user.type(within(dialog).getByLabelText('激活码'), 'CS2026ABR');
    await user.click(within(dialog).getByRole('button', { name: '立即激活' }));

    const refusal = await within(dialog).findByText('激活码输错次数太多，请 42 分钟后再试');
    expect(refusal.closest('.ant-form-item-explain-error')).not.toBeNull();
    expect(reload).not.toHaveBeenCalled();
  });

  it('activates a trimmed, upper-cased code, says 激活成功, closes and reloads', async () => {
    const http = createFakeHttp();
    http.on('POST', ACTIVATE, () => ok({ productName: '码芽 Scratch 全套', bankCount: 2, paperCount: 1 }));
    const { user, dialog } = await openActivateDialog(http);

    await user.type(within(dialog).getByLabelText('激活码'), '  cs2026abr ');
    await user.click(within(dialog).getByRole('button', { name: '立即激活' }));

    expect(await screen.findByText('激活成功')).toBeInTheDocument();
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(screen.queryByText('激活产品')).not.toBeInTheDocument());
    expect(http.callsTo(ACTIVATE)[0].body).toEqual({
      activationCode: 'CS2026ABR',
      userId: 7,
      userName: 'demo',
    });
  });
});
