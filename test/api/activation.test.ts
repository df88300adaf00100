/** @jest-environment node */
import type { ActivationResult, BankItem } from '../../core/questionBankTypes';
import { unknownButValidCodes } from '../../server/db/seed/content';
import { tikuPost } from '../helpers/apiClient';
import { startServer } from '../helpers/startServer';
import type { RunningServer } from '../helpers/startServer';
import { signIn, SETUP_TIMEOUT_MS } from './support/questionBank';
import type { Student } from './support/questionBank';

let server: RunningServer;
let solo: Student;
let trial: Student;
let newbie: Student;

beforeAll(async () => {
  server = await startServer({ rateLimit: false });
  [solo, trial, newbie] = await Promise.all([
    signIn(server, 'solo'),
    signIn(server, 'trial'),
    signIn(server, 'newbie'),
  ]);
}, SETUP_TIMEOUT_MS);
afterAll(() => server.close());

const activate = (student: Student, activationCode: string, extra: Record<string, unknown> = {}) =>
  student.call<ActivationResult>('activationProductCode', {
    activationCode,
    userName: student.username,
    ...extra,
  });

const banksOf = async (student: Student) =>
  (await student.call<BankItem[]>('getMyQuestionBankList')).body.result;

async function codeRow(code: string) {
  return server.app.db
    .selectFrom('activation_codes')
    .selectAll()
    .where('code', '=', code)
    .executeTakeFirstOrThrow();
}

test('solo and trial start without banks', async () => {
  expect(await banksOf(solo)).toEqual([]);
  expect(await banksOf(trial)).toEqual([]);
});

test.each([
  ['a wrong check character', 'SCRATCH6A'],
  ['too short', 'SCRATCH6'],
  ['a symbol', 'SCRATCH-Z'],
])('%s → 400 激活码格式错误, nothing granted', async (_case, code) => {
  const { status, body } = await activate(newbie, code);
  expect({ status, message: body.message }).toEqual({ status: 400, message: '激活码格式错误' });
  expect(await banksOf(newbie)).toEqual([]);
});

test('an empty code → 400', async () => {
  const { status, body } = await activate(newbie, '   ');
  expect({ status, message: body.message }).toEqual({ status: 400, message: '激活码不能为空' });
});

test('a well-formed code that no product has → 404 激活码不存在', async () => {
  const { status, body } = await activate(newbie, unknownButValidCodes[0]);
  expect({ status, message: body.message }).toEqual({ status: 404, message: '激活码不存在' });
});

test('success grants the product: the bank list fills, the code is used up', async () => {
  // Lower case and spaces are forgiven, as in the activation modal.
  const { status, body } = await activate(solo, '  python26a ');
  expect(status).toBe(200);
  expect(body.message).toBe('激活成功');
  expect(body.result).toEqual({
    productName: 'Python 等级考试全套（一、二级）',
    bankCount: 2,
    paperCount: 2,
  });

  const banks = await banksOf(solo);
  expect(banks.map((bank) => bank.title)).toEqual(['Python 一级题库', 'Python 二级题库']);
  expect(banks.every((bank) => bank.totalCount > 0)).toBe(true);
  const row = await codeRow('PYTHON26A');
  expect(row.used_by_student_id).toBe(solo.id);
  const papers = await server.app.db
    .selectFrom('student_papers')
    .select('paper_id')
    .where('student_id', '=', solo.id)
    .execute();
  expect(papers).toHaveLength(2);
});

test('a code used by someone else → 409 激活码已被使用', async () => {
  const { status, body } = await activate(trial, 'PYTHON26A');
  expect({ status, message: body.message }).toEqual({ status: 409, message: '激活码已被使用' });
  expect(await banksOf(trial)).toEqual([]);
});

test('a code redeemed in the seed by a classmate is used', async () => {
  const { status } = await activate(trial, 'SPROUT24Y');
  expect(status).toBe(409);
});

test('a second code of a product already owned in full → 409, and that code stays unused', async () => {
  const { status, body } = await activate(solo, 'SPROUT214');
  expect({ status, message: body.message }).toEqual({ status: 409, message: '您已激活过该产品' });
  expect((await codeRow('SPROUT214')).used_by_student_id).toBeNull();

  // It is still good for somebody else.
  expect((await activate(trial, 'SPROUT214')).status).toBe(200);
  expect((await banksOf(trial)).map((bank) => bank.title)).toEqual(['Python 一级题库', 'Python 二级题库']);
});

test('a product that adds to what one owns is accepted', async () => {
  const { status, body } = await activate(solo, 'SPROUT313');
  expect(status).toBe(200);
  expect(body.result.bankCount).toBe(5);
  expect(await banksOf(solo)).toHaveLength(5);
});

test('another user id in the body → 403', async () => {
  const { status } = await activate(newbie, 'SC1START7', { userId: solo.id });
  expect(status).toBe(403);
  expect((await codeRow('SC1START7')).used_by_student_id).toBeNull();
});

test('bad bodies → 400 naming the field', async () => {
  const missing = await newbie.call('activationProductCode', {});
  expect(missing.body.message).toBe('activationCode 不能为空');
  const extra = await activate(newbie, 'SC1START7', { productId: 1 });
  expect({ status: extra.status, message: extra.body.message }).toEqual({
    status: 400,
    message: '不支持的参数 productId',
  });
  const long = await activate(newbie, 'X'.repeat(40));
  expect(long.status).toBe(400);
});

test('a replayed request is refused', async () => {
  const nonce = 'activation-replay-1';
  const first = await newbie.call('activationProductCode', { activationCode: 'SC1START7' }, { nonce });
  expect(first.status).toBe(200);
  const replay = await newbie.call('activationProductCode', { activationCode: 'SC1START7' }, { nonce });
  expect({ status: replay.status, message: replay.body.message }).toEqual({
    status: 400,
    message: '重复的请求',
  });
  expect(await banksOf(newbie)).toHaveLength(1);
});

test('no token → 401', async () => {
  const { status } = await tikuPost(server.baseUrl, '/tiku/api/v1/activationProductCode', {
    activationCode: 'SC1START7',
    userId: 1,
  });
  expect(status).toBe(401);
});
