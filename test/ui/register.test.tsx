import { act, configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { StyleProvider } from '@ant-design/cssinjs';
import { makeStore } from '../../store';
import { AntdProvider } from '../../src/lib/antd/AntdProvider';
import { AppProviders } from '../../src/app/AppProviders';
import { MessageQueue } from '../../src/lib/MessageBridge';
import { RegisterModal } from '../../src/features/register/RegisterModal';
import { createFakeHttp, fail, ok } from '../helpers/fakeHttp';
import type { FakeHttp } from '../helpers/fakeHttp';
import { aStudent, memoryStorage, renderWithProviders } from '../helpers/renderWithProviders';
import { useInlineComputedStyle } from '../helpers/inlineComputedStyle';

configure({ defaultHidden: true, asyncUtilTimeout: 15_000 });
useInlineComputedStyle();
jest.setTimeout(60_000);

const SEND_SMS = '/api/common/captcha/sendSms/13800138000';
const REGISTER = '/api/v3/student/register';
const RESET = '/api/user/resetByMobile';

function smsSent() {
  return ok({ expiresInSeconds: 600, resendAfterSeconds: 60 });
}

async function openRegisterPage(http: FakeHttp = createFakeHttp()) {
  const view = await renderWithProviders('/regist', { http });
  const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
  const form = await screen.findByRole('form', { name: '注册表单' });
  const field = (label: string) => within(form).getByLabelText(label);
  return { ...view, user, form, field };
}

/** The error shown under a field (antd renders it in the field's help area). */
function errorsOf(form: HTMLElement): string[] {
  return Array.from(form.querySelectorAll('.ant-form-item-explain-error')).map(
    (node) => node.textContent ?? '',
  );
}

describe('the /regist page', () => {
  it('shows every "required" message of SPEC.md §5 when submitted empty, without calling the server', async () => {
    const { user, form, http } = await openRegisterPage();
    await user.click(within(form).getByRole('button', { name: '注册' }));
    await waitFor(() =>
      expect(errorsOf(form)).toEqual(['手机号不能为空', '验证码不能为空', '密码不能为空', '请再次输入密码']),
    );
    expect(http.callsTo(REGISTER)).toHaveLength(0);
  });

  it('checks the mobile format, password length and the confirmation', async () => {
    const { user, field } = await openRegisterPage();
    /** The message under the field labelled `label`, once its validation has run. */
    const errorOf = (label: string) =>
      field(label).closest('.ant-form-item')?.querySelector('.ant-form-item-explain-error')?.textContent ??
      null;

    for (const mobile of ['12812345678', '1381234567', '1381234567a']) {
      await user.clear(field('手机号'));
      await user.type(field('手机号'), mobile);
      await user.tab();
      await waitFor(() => expect(errorOf('手机号')).toBe('手机号格式错误'));
    }
    await user.clear(field('手机号'));
    await user.type(field('手机号'), '13812345678');
    await user.type(field('密码'), '12345');
    await user.type(field('确认密码'), '1234');
    await user.tab();
    await waitFor(() => expect(errorOf('手机号')).toBeNull());
    await waitFor(() => expect(errorOf('密码')).toBe('密码长度不能小于6位'));
    await waitFor(() => expect(errorOf('确认密码')).toBe('密码长度不能小于6位'));

    await user.type(field('密码'), '6');
    await user.type(field('确认密码'), '56x');
    await user.tab();
    await waitFor(() => expect(errorOf('确认密码')).toBe('两次输入密码不一致'));
    expect(errorOf('密码')).toBeNull();
    await user.clear(field('确认密码'));
    await user.type(field('确认密码'), '123456');
    await user.tab();
    await waitFor(() => expect(errorOf('确认密码')).toBeNull());
  });

  it('caps the SMS code at 10 characters and the passwords at 12', async () => {
    const { user, field } = await openRegisterPage();
    await user.type(field('验证码'), '123456789012');
    expect(field('验证码')).toHaveValue('1234567890');
    await user.type(field('密码'), 'abcdefghijklmn');
    expect(field('密码')).toHaveValue('abcdefghijkl');
    await user.type(field('确认密码'), 'abcdefghijklmn');
    expect(field('确认密码')).toHaveValue('abcdefghijkl');
  });

  it('rates the password while it is typed: weak 33, medium 66, strong 100', async () => {
    const { user, field } = await openRegisterPage();
    await user.click(field('密码'));
    expect(await screen.findByText('请输入 6-12 位密码')).toBeInTheDocument();

    const levels: [string, string, number][] = [
      ['abcdef', '弱', 33],
      ['abc123', '中', 66],
      ['Abc123!', '中', 66],
      ['Abc123!xyz', '强', 100],
    ];
    for (const [password, label, percent] of levels) {
      await user.clear(field('密码'));
      await user.type(field('密码'), password);
      expect(await screen.findByText(`密码强度：${label}`)).toBeInTheDocument();
      expect(screen.getByRole('progressbar', { name: '密码强度' })).toHaveAttribute(
        'aria-valuenow',
        String(percent),
      );
    }
  });

  it('asks for a valid mobile before sending a code, then counts down', async () => {
    const http = createFakeHttp();
    http.on('GET', SEND_SMS, smsSent);
    const { user, form, field } = await openRegisterPage(http);

    await user.click(within(form).getByRole('button', { name: '获取验证码' }));
    await waitFor(() => expect(errorsOf(form)).toEqual(['手机号不能为空']));
    expect(http.requests).toHaveLength(0);

    await user.type(field('手机号'), '13800138000');
    await user.click(within(form).getByRole('button', { name: '获取验证码' }));
    expect(await screen.findByText('验证码已发送，请注意查收')).toBeInTheDocument();
    const button = await within(form).findByRole('button', { name: '60秒后重新获取' });
    expect(button).toBeDisabled();
    expect(http.callsTo(SEND_SMS).map((request) => request.method)).toEqual(['GET']);
  });

  it("shows the server's refusal and lets the student ask again at once", async () => {
    const http = createFakeHttp();
    http.on('GET', SEND_SMS, () => fail(429, '验证码发送过于频繁，请 42 秒后再试'));
    const { user, form, field } = await openRegisterPage(http);
    await user.type(field('手机号'), '13800138000');
    await user.click(within(form).getByRole('button', { name: '获取验证码' }));
    expect(await screen.findByText('验证码发送过于频繁，请 42 秒后再试')).toBeInTheDocument();
    expect(await within(form).findByRole('button', { name: '获取验证码' })).toBeEnabled();
  });

  it('registers, says so and goes to the login page', async () => {
    const http = createFakeHttp();
    http.on('GET', SEND_SMS, smsSent);
    http.on('POST', REGISTER, () => ok({ username: '13800138000' }));
    const { user, form, field, router } = await openRegisterPage(http);

    await user.type(field('手机号'), '13800138000');
    await user.click(within(form).getByRole('button', { name: '获取验证码' }));
    await user.type(field('验证码'), '123456');
    await user.type(field('密码'), 'Sprout123');
    await user.type(field('确认密码'), 'Sprout123');
    await user.click(within(form).getByRole('button', { name: '注册' }));

    expect(await screen.findByText('注册成功，请登录')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    const [request] = http.callsTo(REGISTER);
    expect(request.contentType).toContain('application/x-www-form-urlencoded');
    expect(request.body).toEqual({
      mobile: '13800138000',
      code: '123456',
      password: 'Sprout123',
      confirmPassword: 'Sprout123',
    });
  });

  it("stays on the page with the server's message when the code is wrong", async () => {
    const http = createFakeHttp();
    http.on('POST', REGISTER, () => fail(400, '验证码错误'));
    const { user, form, field, router } = await openRegisterPage(http);
    await user.type(field('手机号'), '13800138000');
    await user.type(field('验证码'), '000000');
    await user.type(field('密码'), 'Sprout123');
    await user.type(field('确认密码'), 'Sprout123');
    await user.click(within(form).getByRole('button', { name: '注册' }));
    expect(await screen.findByText('验证码错误')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/regist');
    expect(within(form).getByRole('button', { name: '注册' })).toBeEnabled();
  });

  it('links to the login page, and sends a signed-in student home', async () => {
    const { user, form, router } = await openRegisterPage();
    await user.click(within(form).getByRole('link', { name: '去登录' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));

    const signedIn = await renderWithProviders('/regist', { user: aStudent() });
    await waitFor(() => expect(signedIn.router.state.location.pathname).toBe('/home'));
  });
});

describe('the /pass page', () => {
  it('sends a reset code (type 1) and sets a new password', async () => {
    const http = createFakeHttp();
    http.on('GET', SEND_SMS, smsSent);
    http.on('POST', RESET, () => ok(null));
    const { router } = await renderWithProviders('/pass', { http });
    const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
    const form = await screen.findByRole('form', { name: '找回密码表单' });

    await user.type(within(form).getByLabelText('手机号'), '13800138000');
    await user.click(within(form).getByRole('button', { name: '获取验证码' }));
    await within(form).findByRole('button', { name: '60秒后重新获取' });
    await user.type(within(form).getByLabelText('验证码'), '654321');
    await user.type(within(form).getByLabelText('新密码'), 'NewPass123');
    await user.type(within(form).getByLabelText('确认密码'), 'NewPass123');
    await user.click(within(form).getByRole('button', { name: '重置密码' }));

    expect(await screen.findByText('密码已重置，请使用新密码登录')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(http.callsTo(RESET)[0].body).toEqual({
      mobile: '13800138000',
      code: '654321',
      password: 'NewPass123',
      confirmPassword: 'NewPass123',
    });
  });
});

describe('the register modal', () => {
  function renderModal(http: FakeHttp) {
    const messages = new MessageQueue();
    const { store, persistor } = makeStore(undefined, {
      http: http.http,
      storage: memoryStorage(),
      notify: messages.show,
    });
    const onClose = jest.fn();
    const onRegistered = jest.fn();
    const onLogin = jest.fn();
    render(
      <StyleProvider container={document.createElement('div')}>
        <AppProviders store={store} persistor={persistor} messages={messages}>
          <AntdProvider>
            <RegisterModal open onClose={onClose} onRegistered={onRegistered} onLogin={onLogin} />
          </AntdProvider>
        </AppProviders>
      </StyleProvider>,
    );
    return { onClose, onRegistered, onLogin };
  }

  it('registers, closes and hands over to the login modal', async () => {
    const http = createFakeHttp();
    http.on('POST', REGISTER, () => ok({ username: '13800138000' }));
    const { onClose, onRegistered, onLogin } = renderModal(http);
    await act(async () => undefined);
    const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
    const form = await screen.findByRole('form', { name: '注册表单' });
    expect(screen.getByText('注册码芽账号')).toBeInTheDocument();

    await user.type(within(form).getByLabelText('手机号'), '13800138000');
    await user.type(within(form).getByLabelText('验证码'), '123456');
    await user.type(within(form).getByLabelText('密码'), 'Sprout123');
    await user.type(within(form).getByLabelText('确认密码'), 'Sprout123');
    await user.click(within(form).getByRole('button', { name: '注册' }));

    expect(await screen.findByText('注册成功，请登录')).toBeInTheDocument();
    expect(onClose).toHaveBeenCalled();
    expect(onRegistered).toHaveBeenCalledTimes(1);
    expect(onLogin).not.toHaveBeenCalled();
  });

  it('its "去登录" closes it and opens the login modal instead', async () => {
    const { onClose, onRegistered, onLogin } = renderModal(createFakeHttp());
    await act(async () => undefined);
    const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
    const form = await screen.findByRole('form', { name: '注册表单' });
    await user.click(within(form).getByRole('button', { name: '去登录' }));
    expect(onClose).toHaveBeenCalled();
    expect(onLogin).toHaveBeenCalledTimes(1);
    expect(onRegistered).not.toHaveBeenCalled();
  });
});
