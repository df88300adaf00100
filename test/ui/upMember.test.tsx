import { screen, waitFor, within } from '@testing-library/react';
import { act } from '@testing-library/react';
import { createFakeHttp, ok } from '../helpers/fakeHttp';
import { aStudent, memoryStorage, renderWithProviders } from '../helpers/renderWithProviders';
import { seededMenu } from '../helpers/studentMenu';

const INFO = '/api/v3/student/getStudentInfo';
const ACTIVATE = '/tiku/api/v1/activationProductCode';
const trialStudent = aStudent({ id: 2, realName: '陈一诺', schoolStatus: 0, studentStatus: 1 });

/** The server: the student is a trial one until a code is redeemed. */
function server() {
  const http = createFakeHttp();
  let studentStatus: 0 | 1 = 1;
  http.on('GET', INFO, () =>
    ok({ ...trialStudent, studentStatus, medalInfoList: [], visitorRecordList: [] }),
  );
  http.on('GET', '/api/v3/student/getMenuList', () => ok(seededMenu()));
  http.on('POST', ACTIVATE, () => {
    studentStatus = 0;
    return ok({ productName: 'Scratch 一级入门包', bankCount: 1, paperCount: 1 });
  });
  return http;
}

let reloads: number[];
beforeEach(() => {
  reloads = [];
});

describe('/upMember', () => {
  it('tells a trial student what a member gets; a code makes them one, and the page says so after the reload', async () => {
    const http = server();
    const storage = memoryStorage();
    const first = await renderWithProviders('/upMember', {
      user: trialStudent,
      http,
      storage,
      reloadPage: (delay) => reloads.push(delay),
    });

    const hero = await screen.findByRole('region', { name: '升级成为码芽正式会员' });
    expect(within(hero).getByText('体验学员')).toBeInTheDocument();
    const table = screen.getByRole('table');
    const row = within(table).getByRole('row', { name: /同学动态/ });
    expect(within(row).getByLabelText('不可使用')).toBeInTheDocument();
    expect(within(row).getByLabelText('可以使用')).toBeInTheDocument();
    expect(
      within(within(table).getByRole('row', { name: /我的课程/ })).getAllByLabelText('可以使用'),
    ).toHaveLength(2);
    expect(screen.getByRole('heading', { name: '怎样升级' })).toBeInTheDocument();

    await first.user.click(within(hero).getByRole('button', { name: '输入激活码升级' }));
    const dialog = await screen.findByRole('dialog');
    await first.user.type(within(dialog).getByLabelText('激活码'), 'SC1START7');
    await first.user.click(within(dialog).getByRole('button', { name: '立即激活' }));

    await waitFor(() => expect(reloads).toHaveLength(1));
    expect(http.callsTo(ACTIVATE)[0].body).toMatchObject({ activationCode: 'SC1START7' });
    await act(() => first.persistor.flush());
    first.unmount();

    // After the reload the stored user is still the trial one until the server is asked.
    const second = await renderWithProviders('/upMember', { user: trialStudent, http, storage });
    const member = await screen.findByRole('region', { name: '你已经是码芽正式会员啦' });
    expect(within(member).getByText('正式会员')).toBeInTheDocument();
    await waitFor(() => expect(second.store.getState().session.studentStatus).toBe(0));
    expect(screen.queryByRole('heading', { name: '怎样升级' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '升级会员' })).not.toBeInTheDocument();
    await second.user.click(within(member).getByRole('button', { name: '去题库练习' }));
    await waitFor(() => expect(second.router.state.location.pathname).toBe('/questionBank'));
  });
});
