import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import type { StudentInfo, UserInfo } from '../../core/types';
import { formatDateTime } from '../../server/services/time';
import { createFakeHttp, fail, ok } from '../helpers/fakeHttp';
import type { FakeHttp } from '../helpers/fakeHttp';
import { aStudent } from '../helpers/renderWithProviders';
import { renderPage } from '../helpers/renderPage';
import { useInlineComputedStyle } from '../helpers/inlineComputedStyle';

configure({ defaultHidden: true, asyncUtilTimeout: 15_000 });
useInlineComputedStyle();
jest.setTimeout(60_000);

const STUDENT_INFO = '/api/v3/student/getStudentInfo';
const UPLOAD = '/api/v3/student/upload2AliOss';
const UPDATE_AVATAR = '/api/v3/student/updateAvatar';
const UPDATE_NICKNAME = '/api/v3/student/updateNickName';
const UPDATE_PASSWORD = '/api/v3/student/updatePassword';
const HOUR = 60 * 60 * 1000;

/** A student outside any school, like `solo`, who may change the password. */
function soloStudent(overrides: Partial<UserInfo> = {}): UserInfo {
  return aStudent({
    id: 3,
    username: 'solo',
    userName: 'solo',
    realName: '王子墨',
    nickName: '子墨',
    avatar: '/avatars/wangzimo.svg',
    organizationId: '-1',
    organizationName: '',
    campusName: '',
    className: '',
    schoolStatus: 0,
    bindSchoolInfo: {
      name: '王子墨',
      sex: '男',
      birthDayStr: '2013-11-01',
      parentsContactWay: 'ZM2024060103',
    },
    ...overrides,
  });
}

function studentInfo(user: UserInfo, extra: Partial<StudentInfo> = {}): StudentInfo {
  return { ...user, medalInfoList: [], visitorRecordList: [], ...extra };
}

function serve(http: FakeHttp, info: StudentInfo) {
  http.on('GET', STUDENT_INFO, () => ok(info));
}

async function openUserCenter(
  user: UserInfo,
  info: StudentInfo = studentInfo(user),
  http = createFakeHttp(),
) {
  serve(http, info);
  const view = await renderPage('/userCenter', { user, http });
  const events = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never, applyAccept: false });
  await screen.findByText('我的资料');
  return { ...view, events, http };
}

describe('the user centre', () => {
  it('shows the profile, the bound school info, medals and visitors with relative times', async () => {
    const user = aStudent();
    const now = Date.now();
    await openUserCenter(
      user,
      studentInfo(user, {
        medalInfoList: [
          {
            id: 1,
            medalName: '编程小新星',
            medalIcon: '/avatars/medals/new-star.svg',
            obtainTime: '2026-03-01 10:00:00',
          },
          {
            id: 2,
            medalName: '坚持之星',
            medalIcon: '/avatars/medals/streak.svg',
            obtainTime: '2026-03-08 10:00:00',
          },
        ],
        visitorRecordList: [
          {
            studentId: 5,
            studentName: '李晓雨',
            avatar: '/avatars/lixiaoyu.svg',
            visitTime: formatDateTime(now - 3 * HOUR),
          },
          {
            studentId: 6,
            studentName: '张浩然',
            avatar: '/avatars/zhanghaoran.svg',
            visitTime: formatDateTime(now - 50 * HOUR),
          },
        ],
      }),
    );

    for (const text of ['林小芽', '小芽', '码芽实验小学', '东校区', '三年级二班', 'S2026001', '2015-03']) {
      expect(screen.getAllByText(text).length).toBeGreaterThan(0);
    }
    const medals = screen.getByRole('list', { name: '我的勋章' });
    expect(
      within(medals)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['编程小新星', '坚持之星']);
    const visitors = screen.getByRole('list', { name: '最近访客' });
    expect(
      within(visitors)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['李晓雨3小时前', '张浩然2天前']);
    // A school account's password is managed by the school (SPEC.md §6).
    expect(screen.queryByRole('button', { name: /修改密码/ })).not.toBeInTheDocument();
  });

  it('says what is missing when there are no medals, visitors or bound school info', async () => {
    const user = soloStudent({ bindSchoolInfo: null });
    await openUserCenter(user);
    expect(screen.getByText('还没有勋章，继续加油就能拿到哦！')).toBeInTheDocument();
    expect(screen.getByText('还没有同学来访')).toBeInTheDocument();
    expect(screen.getByText('还没有完善学籍信息')).toBeInTheDocument();
  });

  it('links to the change-password page for a student outside a school', async () => {
    const { events, router } = await openUserCenter(soloStudent());
    await events.click(screen.getByRole('button', { name: /修改密码/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/change-pass'));
  });

  it('uploads a new avatar, chooses it, and the stored user follows', async () => {
    const user = soloStudent();
    const http = createFakeHttp();
    const url = '/uploads/images/3/0123456789abcdef01234567.png';
    let current = studentInfo(user);
    http.on('POST', UPLOAD, () => ok({ url }));
    http.on('POST', UPDATE_AVATAR, (request) => {
      current = { ...current, avatar: String(request.body.avatar) };
      return ok({ ...user, avatar: current.avatar });
    });
    http.on('GET', STUDENT_INFO, () => ok(current));
    const view = await renderPage('/userCenter', { user, http });
    const events = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
    await screen.findByText('我的资料');

    const input = view.container.ownerDocument.querySelector<HTMLInputElement>('input[type="file"]');
    expect(input).not.toBeNull();
    const png = new File([new Uint8Array([137, 80, 78, 71])], 'me.png', { type: 'image/png' });
    await events.upload(input as HTMLInputElement, png);

    expect(await screen.findByText('头像已更新')).toBeInTheDocument();
    expect(http.callsTo(UPLOAD)[0].headers.accessToken).toBe('token-of-test');
    expect(http.callsTo(UPDATE_AVATAR)[0].body).toEqual({ avatar: url });
    await waitFor(() => expect(view.store.getState().session.userInfo?.avatar).toBe(url));
    // The list refreshes from the server after the change.
    await waitFor(() => expect(http.callsTo(STUDENT_INFO).length).toBeGreaterThan(1));
  });

  it('refuses a file that is not a small image before uploading it', async () => {
    const http = createFakeHttp();
    const { events, container } = await openUserCenter(soloStudent(), undefined, http);
    // The upload control renews its input after each choice.
    const input = () => container.ownerDocument.querySelector('input[type="file"]') as HTMLInputElement;

    await events.upload(input(), new File(['hello'], 'notes.txt', { type: 'text/plain' }));
    expect(await screen.findByText('头像只能是 PNG、JPG、GIF 或 WebP 图片')).toBeInTheDocument();
    const big = new File([new Uint8Array(2 * 1024 * 1024 + 1)], 'big.png', { type: 'image/png' });
    await events.upload(input(), big);
    expect(await screen.findByText('头像图片不能超过 2 MB')).toBeInTheDocument();
    expect(http.callsTo(UPLOAD)).toHaveLength(0);
  });

  it("shows the server's refusal of an upload", async () => {
    const http = createFakeHttp();
    http.on('POST', UPLOAD, () => fail(400, '文件 file 不是支持的图片（PNG、JPG、GIF、WebP）'));
    const { events, container } = await openUserCenter(soloStudent(), undefined, http);
    const input = container.ownerDocument.querySelector<HTMLInputElement>(
      'input[type="file"]',
    ) as HTMLInputElement;
    await events.upload(input, new File(['fake'], 'fake.png', { type: 'image/png' }));
    expect(await screen.findByText('文件 file 不是支持的图片（PNG、JPG、GIF、WebP）')).toBeInTheDocument();
    expect(http.callsTo(UPDATE_AVATAR)).toHaveLength(0);
  });

  it('renames the nickname in place', async () => {
    const user = soloStudent();
    const http = createFakeHttp();
    let current = studentInfo(user);
    http.on('POST', UPDATE_NICKNAME, (request) => {
      current = { ...current, nickName: String(request.body.nickName) };
      return ok({ ...user, nickName: current.nickName });
    });
    http.on('GET', STUDENT_INFO, () => ok(current));
    const view = await renderPage('/userCenter', { user, http });
    const events = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
    await screen.findByText('我的资料');

    await events.click(screen.getByRole('button', { name: '修改昵称' }));
    // Hidden elements are not skipped here (see configure above): the sizing twin is aria-hidden.
    const box = screen
      .getAllByRole('textbox')
      .find((element) => !element.hasAttribute('aria-hidden')) as HTMLElement;
    await events.clear(box);
    await events.type(box, '编程小墨');
    // Leaving the box saves it (Enter does too in a browser; jsdom's key events carry no keyCode).
    await events.tab();

    expect(await screen.findByText('昵称已更新')).toBeInTheDocument();
    expect(http.callsTo(UPDATE_NICKNAME)[0].body).toEqual({ nickName: '编程小墨' });
    await waitFor(() => expect(view.store.getState().session.userInfo?.nickName).toBe('编程小墨'));
  });
});

describe('the change-password page', () => {
  async function openChangePassword(user: UserInfo = soloStudent(), http = createFakeHttp()) {
    const view = await renderPage('/change-pass', { user, http });
    const events = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
    return { ...view, events, http };
  }

  async function findForm() {
    return screen.findByRole('form', { name: '修改密码表单' });
  }

  it('asks for every field and checks the rules before calling the server', async () => {
    const { events, http } = await openChangePassword();
    const form = await findForm();
    await events.click(within(form).getByRole('button', { name: '确认修改' }));
    await waitFor(() =>
      expect(
        Array.from(form.querySelectorAll('.ant-form-item-explain-error')).map((node) => node.textContent),
      ).toEqual(['原密码不能为空', '密码不能为空', '请再次输入密码']),
    );

    await events.type(within(form).getByLabelText('原密码'), 'Sprout2026');
    await events.type(within(form).getByLabelText('新密码'), 'Sprout2026');
    await events.type(within(form).getByLabelText('确认新密码'), 'Sprout2027');
    await events.click(within(form).getByRole('button', { name: '确认修改' }));
    // Read as a whole once settled: antd swaps each field's message node as the new one animates in.
    await waitFor(() =>
      expect(
        Array.from(form.querySelectorAll('.ant-form-item-explain-error')).map((node) => node.textContent),
      ).toEqual(['新密码不能与原密码相同', '两次输入密码不一致']),
    );
    expect(http.callsTo(UPDATE_PASSWORD)).toHaveLength(0);
  });

  it('changes the password and says other devices were signed out; the form empties', async () => {
    const http = createFakeHttp();
    http.on('POST', UPDATE_PASSWORD, () => ok(null));
    const { events, store } = await openChangePassword(soloStudent(), http);
    const form = await findForm();
    await events.type(within(form).getByLabelText('原密码'), 'Sprout2026');
    await events.type(within(form).getByLabelText('新密码'), 'NewPass123');
    expect(await screen.findByText('密码强度：中')).toBeInTheDocument();
    await events.type(within(form).getByLabelText('确认新密码'), 'NewPass123');
    await events.click(within(form).getByRole('button', { name: '确认修改' }));

    expect(await screen.findByText('密码修改成功，其他设备上的登录已退出')).toBeInTheDocument();
    expect(http.callsTo(UPDATE_PASSWORD)[0].body).toEqual({
      oldPassword: 'Sprout2026',
      password: 'NewPass123',
      confirmPassword: 'NewPass123',
    });
    await waitFor(() => expect(within(form).getByLabelText('原密码')).toHaveValue(''));
    expect(store.getState().session.accessToken).toBe('token-of-test');
  });

  it('shows the refusal of a wrong old password', async () => {
    const http = createFakeHttp();
    http.on('POST', UPDATE_PASSWORD, () => fail(400, '原密码错误'));
    const { events } = await openChangePassword(soloStudent(), http);
    const form = await findForm();
    await events.type(within(form).getByLabelText('原密码'), 'wrong-one');
    await events.type(within(form).getByLabelText('新密码'), 'NewPass123');
    await events.type(within(form).getByLabelText('确认新密码'), 'NewPass123');
    await events.click(within(form).getByRole('button', { name: '确认修改' }));
    expect(await screen.findByText('原密码错误')).toBeInTheDocument();
    expect(within(form).getByLabelText('原密码')).toHaveValue('wrong-one');
  });

  it('tells a school account that the school manages its password', async () => {
    await openChangePassword(aStudent());
    expect(await screen.findByText('学校账号的密码由学校统一管理')).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: '修改密码表单' })).not.toBeInTheDocument();
  });
});
