import fs from 'node:fs';
import path from 'node:path';
import { apiGet, login } from '../../helpers/apiClient';
import type { ApiResponse } from '../../helpers/apiClient';
import type { RunningServer } from '../../helpers/startServer';
import { LESSON_MEDIA_DIR } from '../../../server/services/lessonMedia';

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
  const [, mediaName] = /^\/lesson-media\/([^/?]+)$/.exec(url) ?? [];
  // Lesson media are not public files: they are served from their own folder through signed links.
  if (mediaName) return fs.existsSync(path.join(LESSON_MEDIA_DIR, mediaName));
  return fs.existsSync(path.join(PUBLIC_DIR, ...url.split('/').filter(Boolean)));
}
