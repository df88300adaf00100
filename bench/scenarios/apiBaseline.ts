import type { LoginResult, Envelope } from '../../core/types';
import { measure } from '../load';
import type { BenchRow, Scenario } from '../types';

const DEMO_LOGIN = JSON.stringify({ username: 'demo', password: 'Sprout2026' });
const JSON_HEADERS = { 'content-type': 'application/json' };

async function loginToken(baseUrl: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/v3/student/login`, {
    method: 'POST',
    headers: JSON_HEADERS,
    body: DEMO_LOGIN,
  });
  const envelope = (await response.json()) as Envelope<LoginResult | null>;
  if (!envelope.success || !envelope.result) throw new Error(`demo login failed: ${envelope.message}`);
  return envelope.result.accessToken;
}

/**
 * The figures every later change is compared with: the bare route ceiling (framework and envelope
 * only), sign-in (dominated by password hashing) and an authenticated read.
 */
export const apiBaseline: Scenario = {
  name: 'API baseline',
  async run(context) {
    const rows: BenchRow[] = [];
    rows.push(await measure(context, { name: 'GET /api/health', path: '/api/health' }));
    rows.push(
      await measure(context, {
        name: 'POST /api/v3/student/login',
        path: '/api/v3/student/login',
        method: 'POST',
        headers: JSON_HEADERS,
        body: DEMO_LOGIN,
      }),
    );
    const accessToken = await loginToken(context.baseUrl);
    rows.push(
      await measure(context, {
        name: 'GET /api/v3/student/getStudentInfo',
        path: '/api/v3/student/getStudentInfo',
        headers: { accessToken, from: 'pc' },
      }),
    );
    return rows;
  },
};
