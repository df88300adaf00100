import fs from 'node:fs';
import path from 'node:path';
import { apiGet, login } from '../../helpers/apiClient';
import type { ApiResponse } from '../../helpers/apiClient';
import type { RunningServer } from '../../helpers/startServer';

/** Starting a seeded server and signing in (scrypt) can take seconds on a busy machine. */
export const SETUP_TIMEOUT_MS = 30_000;

export const PUBLIC_DIR = path.resolve(__dirname, '../../../public');

/** A signed-in student calling `GET /api/v3/student/<path>` with their token. */
export interface Caller {
  id: number;
  token: string;
  get<T = unknown>(pathAndQuery: string): Promise<ApiResponse<T>>;
}

export async function signInAs(server: RunningServer, username: string): Promise<Caller> {
  const { accessToken, userInfo } = await login(server.baseUrl, username);
  return {
    id: userInfo.id,
    token: accessToken,
    get: (pathAndQuery) => apiGet(server.baseUrl, `/api/v3/student/${pathAndQuery}`, { token: accessToken }),
  };
}

/** True when a `/content/...` or `/media/...` URL names a file the server serves from public/. */
export function servedFileExists(url: string): boolean {
  return fs.existsSync(path.join(PUBLIC_DIR, ...url.split('/').filter(Boolean)));
}
