/** @jest-environment node */
import { execFile } from 'node:child_process';
import path from 'node:path';
import { isValidActivationCode } from '../../core/activationCode';
import type { ActivationResult, BankItem } from '../../core/questionBankTypes';
import { startServer } from '../helpers/startServer';
import type { RunningServer } from '../helpers/startServer';
import { signIn, SETUP_TIMEOUT_MS } from './support/questionBank';

const repoRoot = path.resolve(__dirname, '../..');
/** Each run starts a TypeScript process of its own. */
const COMMAND_TIMEOUT_MS = 60_000;

let server: RunningServer;
beforeAll(async () => {
  server = await startServer({ rateLimit: false });
}, SETUP_TIMEOUT_MS);
afterAll(() => server.close());

/** `npm run codes -- …` against the server's own database, as whoever runs the school would. */
function runCodes(args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: server.app.config.dataDir, LOG: '0' };
  if (server.app.config.databaseUrl) env.DATABASE_URL = server.app.config.databaseUrl;
  else delete env.DATABASE_URL;
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', 'server/codes.ts', ...args],
      { cwd: repoRoot, env },
      (error, stdout, stderr) => resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
    );
  });
}

const codeCount = async () =>
  Number(
    (
      await server.app.db
        .selectFrom('activation_codes')
        .select(({ fn }) => fn.countAll<number>().as('count'))
        .executeTakeFirstOrThrow()
    ).count,
  );

test(
  'minted codes are new, valid and each activates the product once, for a second and a third tester',
  async () => {
    const result = await runCodes(['--product', 'scratch1', '--count', '3']);
    expect(result).toMatchObject({ code: 0 });
    const [heading, ...lines] = result.stdout.trim().split('\n');
    expect(heading).toBe('已为「Scratch 一级入门包」生成 3 个激活码，每个只能激活一次：');
    expect(lines).toHaveLength(3);
    expect(new Set(lines).size).toBe(3);
    for (const code of lines) expect(isValidActivationCode(code)).toBe(true);

    const [solo, newbie] = await Promise.all([signIn(server, 'solo'), signIn(server, 'newbie')]);
    for (const [student, code] of [
      [solo, lines[0]],
      [newbie, lines[1]],
    ] as const) {
      const { status, body } = await student.call<ActivationResult>('activationProductCode', {
        activationCode: code.toLowerCase(),
        userName: student.username,
      });
      expect({ status, result: body.result }).toEqual({
        status: 200,
        result: { productName: 'Scratch 一级入门包', bankCount: 1, paperCount: 1 },
      });
      const banks = (await student.call<BankItem[]>('getMyQuestionBankList')).body.result;
      expect(banks.map((bank) => bank.title)).toEqual(['Scratch 一级题库']);
    }
    // Single use: the first code is spent.
    const trial = await signIn(server, 'trial');
    const again = await trial.call('activationProductCode', { activationCode: lines[0] });
    expect({ status: again.status, message: again.body.message }).toEqual({
      status: 409,
      message: '激活码已被使用',
    });

    const listed = await runCodes(['--list']);
    expect(listed.code).toBe(0);
    // Four seeded codes were unused (haoran redeemed a fifth); of the three minted, one is left.
    expect(listed.stdout).toMatch(/scratch1 +编号 \d+ {2}Scratch 一级入门包（未使用的激活码 5 个）/);
  },
  COMMAND_TIMEOUT_MS * 3,
);

test(
  'bad usage and unknown products write nothing',
  async () => {
    const before = await codeCount();
    const unknown = await runCodes(['--product', 'chess', '--count', '2']);
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toContain('没有这个产品：chess');
    // The products one may name instead.
    expect(unknown.stderr).toMatch(/python +编号 \d+ {2}Python 等级考试全套/);

    const zero = await runCodes(['--product', 'python', '--count', '0']);
    expect(zero).toMatchObject({ code: 2, stderr: expect.stringContaining('--count 须是 1 到 1000 的整数') });
    const missing = await runCodes([]);
    expect(missing).toMatchObject({ code: 2, stderr: expect.stringContaining('请用 --product 指定产品') });
    expect(await codeCount()).toBe(before);
  },
  COMMAND_TIMEOUT_MS * 3,
);
