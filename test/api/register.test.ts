/** @jest-environment node */
import type { LoginResult, StudentInfo } from '../../core/types';
import { apiGet, apiPost, login } from '../helpers/apiClient';
import { latestCode, readOutbox } from '../helpers/smsOutbox';
import { startServer } from '../helpers/startServer';
import type { RunningServer } from '../helpers/startServer';

const REGISTER = '/api/v3/student/register';
const RESET = '/api/user/resetByMobile';
const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

let server: RunningServer;
/** The server's clock for SMS codes; tests only ever move it forward. */
let clock = Date.parse('2026-04-01T08:00:00+08:00');
beforeAll(async () => {
  server = await startServer({ now: () => clock });
}, 30_000);
afterAll(async () => server.close());

const dataDir = () => server.app.config.dataDir;

async function sendSms(mobile: string, type = 0) {
  const response = await fetch(`${server.baseUrl}/api/common/captcha/sendSms/${mobile}?type=${type}`);
  return {
    status: response.status,
    retryAfter: response.headers.get('retry-after'),
    body: (await response.json()) as { success: boolean; code: number; message: string; result: unknown },
  };
}

function register(mobile: string, code: string, password = 'Sprout123', confirmPassword = password) {
  // The browser posts urlencoded forms to /api (SPEC.md §7).
  return apiPost<{ username: string }>(server.baseUrl, REGISTER, {
    body: { mobile, code, password, confirmPassword },
    form: true,
  });
}

/** A different, valid mobile for each test so their limits never meet. */
let nextMobile = 13900000000;
const newMobile = () => String((nextMobile += 1));

describe('sending SMS codes', () => {
  it('texts a 6-digit code, keeps only its hash and says how long it is valid', async () => {
    const mobile = newMobile();
    const sent = await sendSms(mobile);
    expect(sent.status).toBe(200);
    expect(sent.body).toMatchObject({
      success: true,
      message: '验证码已发送，请注意查收',
      result: { expiresInSeconds: 600, resendAfterSeconds: 60 },
    });

    const [sms] = readOutbox(dataDir()).filter((line) => line.mobile === mobile);
    expect(sms).toMatchObject({ mobile, purpose: 'register' });
    expect(sms.code).toMatch(/^\d{6}$/);
    expect(sms.text).toContain(sms.code);

    const rows = await server.app.db
      .selectFrom('sms_codes')
      .selectAll()
      .where('mobile', '=', mobile)
      .execute();
    expect(rows).toHaveLength(1);
    expect(rows[0].code_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(rows)).not.toContain(`"${sms.code}"`);
  });

  it('allows one code per minute per mobile', async () => {
    const mobile = newMobile();
    expect((await sendSms(mobile)).status).toBe(200);
    clock += 30 * SECOND;
    const early = await sendSms(mobile);
    expect(early.status).toBe(429);
    expect(early.body).toMatchObject({
      success: false,
      code: 429,
      message: '验证码发送过于频繁，请 30 秒后再试',
    });
    expect(early.retryAfter).toBe('30');

    clock += 30 * SECOND;
    expect((await sendSms(mobile)).status).toBe(200);
    expect(readOutbox(dataDir()).filter((sms) => sms.mobile === mobile)).toHaveLength(2);
  });

  it('allows 5 codes per hour and 10 per 24 hours per mobile', async () => {
    const mobile = newMobile();
    const start = clock;
    for (let i = 0; i < 5; i += 1) {
      expect((await sendSms(mobile)).status).toBe(200);
      clock += MINUTE;
    }
    const sixth = await sendSms(mobile);
    expect(sixth.status).toBe(429);
    expect(sixth.body.message).toBe('该手机号 1 小时内最多获取 5 次验证码，请稍后再试');
    // The first code of the hour ages out first.
    expect(Number(sixth.retryAfter)).toBe((start + HOUR - clock) / SECOND);

    clock = start + HOUR + SECOND;
    for (let i = 0; i < 5; i += 1) {
      expect((await sendSms(mobile)).status).toBe(200);
      clock += MINUTE;
    }
    clock = start + 2 * HOUR + 2 * SECOND;
    const eleventh = await sendSms(mobile);
    expect(eleventh.status).toBe(429);
    expect(eleventh.body.message).toBe('该手机号 24 小时内最多获取 10 次验证码，请明天再试');
    expect(Number(eleventh.retryAfter)).toBe((start + DAY - clock) / SECOND);

    clock = start + DAY + SECOND;
    expect((await sendSms(mobile)).status).toBe(200);
    expect(readOutbox(dataDir()).filter((sms) => sms.mobile === mobile)).toHaveLength(11);
  });

  it('refuses bad mobiles and unknown types, naming the problem', async () => {
    expect((await sendSms('12800000000')).body).toMatchObject({ code: 400, message: '手机号格式错误' });
    expect((await sendSms('1390000000')).body).toMatchObject({ code: 400, message: '手机号格式错误' });
    expect((await sendSms(newMobile(), 2)).body).toMatchObject({ code: 400, message: '参数 type 格式错误' });
  });

  it('registration refuses a mobile that has an account', async () => {
    const mobile = newMobile();
    await sendSms(mobile);
    expect((await register(mobile, latestCode(dataDir(), mobile))).status).toBe(200);
    clock += MINUTE;
    expect((await sendSms(mobile)).body).toMatchObject({ code: 409, message: '该手机号已注册，请直接登录' });
  });

  it('a reset code answers the same for a mobile without an account, limits included, and sends nothing', async () => {
    const registered = newMobile();
    await sendSms(registered);
    expect((await register(registered, latestCode(dataDir(), registered))).status).toBe(200);
    clock += MINUTE;
    const unknown = newMobile();

    const [known, stranger] = [await sendSms(registered, 1), await sendSms(unknown, 1)];
    expect(stranger).toEqual(known);
    expect(stranger).toMatchObject({
      status: 200,
      body: { success: true, message: '验证码已发送，请注意查收' },
    });
    expect(readOutbox(dataDir()).filter((sms) => sms.mobile === unknown)).toEqual([]);
    expect(
      readOutbox(dataDir())
        .filter((sms) => sms.mobile === registered)
        .map((sms) => sms.purpose),
    ).toEqual(['register', 'reset']);

    // Asking again at once meets the same per-mobile limit either way.
    const [knownAgain, strangerAgain] = [await sendSms(registered, 1), await sendSms(unknown, 1)];
    expect(strangerAgain).toEqual(knownAgain);
    expect(strangerAgain.status).toBe(429);

    // Nobody holds the unknown mobile's code: a guess is wrong, as for anyone's.
    const reset = await apiPost(server.baseUrl, RESET, {
      body: { mobile: unknown, code: '000000', password: 'Sprout123', confirmPassword: 'Sprout123' },
      form: true,
    });
    expect(reset.body).toMatchObject({ code: 400, message: expect.stringMatching(/^验证码错误/) });
  });
});

describe('registering', () => {
  it('creates a trial student outside any school who then signs in with the mobile', async () => {
    const mobile = newMobile();
    await sendSms(mobile);
    const registered = await register(mobile, latestCode(dataDir(), mobile));
    expect(registered.status).toBe(200);
    expect(registered.body).toMatchObject({
      success: true,
      message: '注册成功，请登录',
      result: { username: mobile },
    });

    const session: LoginResult = await login(server.baseUrl, mobile, 'Sprout123');
    expect(session.userInfo).toMatchObject({
      username: mobile,
      nickName: `码芽学员${mobile.slice(-4)}`,
      avatar: '/avatars/default.svg',
      organizationId: '-1',
      schoolStatus: 0,
      studentStatus: 1,
      loginFrom: 1,
      // No school info yet: the profile gate asks for it.
      bindSchoolInfo: null,
    });
    const info = await apiGet<StudentInfo>(server.baseUrl, '/api/v3/student/getStudentInfo', {
      token: session.accessToken,
    });
    expect(info.body.result).toMatchObject({ username: mobile, medalInfoList: [], visitorRecordList: [] });
  });

  it('a code works once', async () => {
    const mobile = newMobile();
    await sendSms(mobile);
    const code = latestCode(dataDir(), mobile);
    expect((await register(mobile, code)).status).toBe(200);
    const again = await register(mobile, code, 'Another123');
    expect(again.body).toMatchObject({ code: 400, message: '验证码已失效，请重新获取' });
    await expect(login(server.baseUrl, mobile, 'Another123')).rejects.toThrow(/400/);
  });

  it('a code expires after 10 minutes', async () => {
    const mobile = newMobile();
    await sendSms(mobile);
    const code = latestCode(dataDir(), mobile);
    clock += 10 * MINUTE;
    expect((await register(mobile, code)).body).toMatchObject({
      code: 400,
      message: '验证码已失效，请重新获取',
    });
  });

  it('a wrong code is refused, and five wrong guesses burn the code', async () => {
    const mobile = newMobile();
    await sendSms(mobile);
    const code = latestCode(dataDir(), mobile);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 1; i <= 4; i += 1) {
      expect((await register(mobile, wrong)).body).toMatchObject({ code: 400, message: '验证码错误' });
    }
    expect((await register(mobile, wrong)).body).toMatchObject({
      code: 400,
      message: '验证码错误次数过多，请重新获取',
    });
    expect((await register(mobile, code)).body).toMatchObject({
      code: 400,
      message: '验证码错误次数过多，请重新获取',
    });

    clock += MINUTE;
    await sendSms(mobile);
    expect((await register(mobile, latestCode(dataDir(), mobile))).status).toBe(200);
  });

  it('only the newest code counts', async () => {
    const mobile = newMobile();
    await sendSms(mobile);
    const first = latestCode(dataDir(), mobile);
    clock += MINUTE;
    await sendSms(mobile);
    const second = latestCode(dataDir(), mobile);
    if (first !== second) {
      expect((await register(mobile, first)).body).toMatchObject({ code: 400, message: '验证码错误' });
    }
    expect((await register(mobile, second)).status).toBe(200);
  });

  it('checks the rules of SPEC.md §5 with their messages, and names missing fields', async () => {
    const mobile = newMobile();
    await sendSms(mobile);
    const code = latestCode(dataDir(), mobile);
    expect((await register(mobile, code, '12345')).body).toMatchObject({
      code: 400,
      message: '密码长度不能小于6位',
    });
    expect((await register(mobile, code, '1234567890123')).body).toMatchObject({
      code: 400,
      message: '密码长度不能大于12位',
    });
    expect((await register(mobile, code, 'Sprout123', 'Sprout124')).body).toMatchObject({
      code: 400,
      message: '两次输入密码不一致',
    });
    expect((await register('23900000000', code)).body).toMatchObject({
      code: 400,
      message: '手机号格式错误',
    });
    expect((await register(mobile, ' ')).body).toMatchObject({ code: 400, message: '验证码不能为空' });
    const missing = await apiPost(server.baseUrl, REGISTER, {
      body: { mobile, code, password: 'Sprout123' },
    });
    expect(missing.body).toMatchObject({ code: 400, message: 'confirmPassword 不能为空' });
    const extra = await apiPost(server.baseUrl, REGISTER, {
      body: { mobile, code, password: 'Sprout123', confirmPassword: 'Sprout123', organizationId: 1 },
    });
    expect(extra.body).toMatchObject({ code: 400, message: '不支持的参数 organizationId' });
    // None of these used the code up.
    expect((await register(mobile, code)).status).toBe(200);
  });
});

describe('resetting a password by mobile', () => {
  it('sets a new password with a reset code and signs every device out', async () => {
    const mobile = newMobile();
    await sendSms(mobile);
    await register(mobile, latestCode(dataDir(), mobile), 'OldPass123');
    const before = await login(server.baseUrl, mobile, 'OldPass123');

    clock += MINUTE;
    expect((await sendSms(mobile, 1)).status).toBe(200);
    const [last] = readOutbox(dataDir()).slice(-1);
    expect(last).toMatchObject({ mobile, purpose: 'reset' });

    const reset = await apiPost(server.baseUrl, RESET, {
      body: { mobile, code: last.code, password: 'NewPass456', confirmPassword: 'NewPass456' },
      form: true,
    });
    expect(reset.body).toMatchObject({ success: true, message: '密码已重置，请使用新密码登录' });

    const stale = await apiGet(server.baseUrl, '/api/v3/student/getStudentInfo', {
      token: before.accessToken,
    });
    expect(stale.status).toBe(401);
    await expect(login(server.baseUrl, mobile, 'OldPass123')).rejects.toThrow(/400/);
    await expect(login(server.baseUrl, mobile, 'NewPass456')).resolves.toMatchObject({
      userInfo: { username: mobile },
    });

    const reused = await apiPost(server.baseUrl, RESET, {
      body: { mobile, code: last.code, password: 'Third789' },
      form: true,
    });
    expect(reused.body).toMatchObject({ code: 400, message: '验证码已失效，请重新获取' });
  });

  it('a code is bound to its purpose', async () => {
    const mobile = newMobile();
    await sendSms(mobile);
    const registerCode = latestCode(dataDir(), mobile);
    // A registration code cannot reset a password (here: before the account even exists)…
    const early = await apiPost(server.baseUrl, RESET, {
      body: { mobile, code: registerCode, password: 'Other1234' },
    });
    expect(early.body).toMatchObject({ code: 400, message: '验证码已失效，请重新获取' });
    await register(mobile, registerCode);

    // …and a reset code is no registration code.
    clock += MINUTE;
    await sendSms(mobile, 1);
    const resetCode = latestCode(dataDir(), mobile);
    expect((await register(mobile, resetCode)).body).toMatchObject({
      code: 400,
      message: '验证码已失效，请重新获取',
    });
  });
});
