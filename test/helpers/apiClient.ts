import { WEB_ACCESS_KEY, DEFAULT_SIGN_SECRET, makeNonce, sign } from '../../core/signing';
import type { Envelope, LoginResult } from '../../core/types';

/** Every seed account's password (README.md). */
export const DEMO_PASSWORD = 'Sprout2026';

export interface ApiResponse<T = unknown> {
  status: number;
  body: Envelope<T>;
}

async function read<T>(response: Response): Promise<ApiResponse<T>> {
  const text = await response.text();
  let body: Envelope<T>;
  try {
    body = JSON.parse(text) as Envelope<T>;
  } catch {
    throw new Error(`expected JSON from the server, got ${response.status}: ${text.slice(0, 200)}`);
  }
  return { status: response.status, body };
}

export interface CallOptions {
  token?: string;
  from?: 'pc' | 'steamCard';
  body?: Record<string, unknown>;
  /** Send the body urlencoded, as the browser does for /api (SPEC.md §7). */
  form?: boolean;
  /** Raw body text (e.g. broken JSON); sent with `contentType`. */
  raw?: string;
  contentType?: string;
}

function headersFor(options: CallOptions): Record<string, string> {
  const headers: Record<string, string> = { from: options.from ?? 'pc' };
  if (options.token) headers.accessToken = options.token;
  return headers;
}

export async function apiGet<T = unknown>(
  baseUrl: string,
  path: string,
  options: CallOptions = {},
): Promise<ApiResponse<T>> {
  return read<T>(await fetch(`${baseUrl}${path}`, { headers: headersFor(options) }));
}

export async function apiPost<T = unknown>(
  baseUrl: string,
  path: string,
  options: CallOptions = {},
): Promise<ApiResponse<T>> {
  const headers = headersFor(options);
  let payload: string | undefined;
  if (options.raw !== undefined) {
    payload = options.raw;
    headers['content-type'] = options.contentType ?? 'application/json';
  } else if (options.body && options.form) {
    payload = new URLSearchParams(
      Object.entries(options.body).map(([key, value]) => [key, String(value)]),
    ).toString();
    headers['content-type'] = 'application/x-www-form-urlencoded';
  } else if (options.body) {
    payload = JSON.stringify(options.body);
    headers['content-type'] = 'application/json';
  }
  return read<T>(await fetch(`${baseUrl}${path}`, { method: 'POST', headers, body: payload }));
}

/** Signs in through `/api` with a urlencoded form, like the browser; throws unless it succeeds. */
export async function login(
  baseUrl: string,
  username: string,
  password: string = DEMO_PASSWORD,
): Promise<LoginResult> {
  const response = await apiPost<LoginResult>(baseUrl, '/api/v3/student/login', {
    body: { username, password },
    form: true,
  });
  if (response.status !== 200 || !response.body.success) {
    throw new Error(`login ${username} failed: ${response.status} ${response.body.message}`);
  }
  return response.body.result;
}

export interface TikuOptions {
  token?: string;
  timestamp?: number;
  nonce?: string;
  secret?: string;
  accessKey?: string;
  /** Replaces the computed sign (to test a bad one); null leaves the header out. */
  signOverride?: string | null;
}

/** A signed JSON POST to `/tiku/api/...`, exactly as the browser's request helper sends it. */
export async function tikuPost<T = unknown>(
  baseUrl: string,
  path: string,
  body: Record<string, unknown>,
  options: TikuOptions = {},
): Promise<ApiResponse<T>> {
  const parts = {
    accessKey: options.accessKey ?? WEB_ACCESS_KEY,
    timestamp: String(options.timestamp ?? Date.now()),
    nonce: options.nonce ?? makeNonce(),
  };
  const headers: Record<string, string> = { 'content-type': 'application/json', from: 'pc', ...parts };
  const signature =
    options.signOverride === undefined
      ? sign(body, parts, options.secret ?? DEFAULT_SIGN_SECRET)
      : options.signOverride;
  if (signature !== null) headers.sign = signature;
  if (options.token) headers.accessToken = options.token;
  return read<T>(await fetch(`${baseUrl}${path}`, { method: 'POST', headers, body: JSON.stringify(body) }));
}
