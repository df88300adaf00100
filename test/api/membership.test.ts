/** @jest-environment node */
import type { StudentInfo } from '../../core/types';
import { apiGet, login } from '../helpers/apiClient';
import { startServer } from '../helpers/startServer';
import type { RunningServer } from '../helpers/startServer';
import { signIn, SETUP_TIMEOUT_MS } from './support/questionBank';

const INFO = '/api/v3/student/getStudentInfo';

let server: RunningServer;
beforeAll(async () => {
  server = await startServer({ rateLimit: false });
}, SETUP_TIMEOUT_MS);
afterAll(() => server.close());

async function statusOf(token: string): Promise<number> {
  const { body } = await apiGet<StudentInfo>(server.baseUrl, INFO, { token });
  return body.result.studentStatus;
}

async function storedStatus(username: string): Promise<number> {
  const row = await server.app.db
    .selectFrom('students')
    .select('student_status')
    .where('username', '=', username)
    .executeTakeFirstOrThrow();
  return row.student_status;
}

test('a trial student who redeems a product code becomes a member, and only that student', async () => {
  // A second trial student, to see that the promotion is the caller's alone.
  await server.app.db
    .updateTable('students')
    .set({ student_status: 1 })
    .where('username', '=', 'haoran')
    .execute();
  const trial = await signIn(server, 'trial');
  expect(await statusOf(trial.token)).toBe(1);

  const refused = await trial.call('activationProductCode', { activationCode: 'NOSUCH017' });
  expect(refused.status).toBe(404);
  expect(await statusOf(trial.token)).toBe(1);

  const { status, body } = await trial.call('activationProductCode', { activationCode: 'SC1START7' });
  expect({ status, message: body.message }).toEqual({ status: 200, message: '激活成功' });
  expect(await statusOf(trial.token)).toBe(0);
  // A new sign-in says so too, so the stored user and the upgrade shortcut follow.
  expect((await login(server.baseUrl, 'trial')).userInfo.studentStatus).toBe(0);
  expect(await storedStatus('haoran')).toBe(1);
});

test('a member who redeems a code stays a member', async () => {
  const solo = await signIn(server, 'solo');
  const { status } = await solo.call('activationProductCode', { activationCode: 'SPROUT412' });
  expect(status).toBe(200);
  expect(await statusOf(solo.token)).toBe(0);
});
