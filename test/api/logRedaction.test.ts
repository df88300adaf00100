/** @jest-environment node */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Writable } from 'node:stream';
import type { AnswerDownloadUrl } from '../../core/answerFiles';
import { answerFilePaths } from '../../core/answerFiles';
import { apiGet, login } from '../helpers/apiClient';
import { startServer } from '../helpers/startServer';
import type { RunningServer } from '../helpers/startServer';

const starter = readFileSync(path.resolve(__dirname, '../../public/materials/sc1-task-fish.sb3'));

let server: RunningServer;
let log = '';
beforeAll(async () => {
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      log += chunk.toString();
      done();
    },
  });
  server = await startServer({ rateLimit: false, logger: { level: 'info', stream } });
}, 30_000);
afterAll(() => server.close());

async function uploadAnswer(token: string): Promise<string> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(starter)]), 'answer.sb3');
  const response = await fetch(`${server.baseUrl}/api/v3/student/uploadAnswerProject`, {
    method: 'POST',
    headers: { accessToken: token },
    body: form,
  });
  return ((await response.json()) as { result: { path: string } }).result.path;
}

test('no access token and no link signature reaches the log, however it was sent', async () => {
  const { accessToken } = await login(server.baseUrl, 'demo');
  const answer = await uploadAnswer(accessToken);
  const { url } = (
    await apiGet<AnswerDownloadUrl>(
      server.baseUrl,
      `${answerFilePaths.downloadUrl}?path=${encodeURIComponent(answer)}`,
      { token: accessToken },
    )
  ).body.result;
  const sig = new URL(url, server.baseUrl).searchParams.get('sig') as string;

  // The ways a credential travels: a header, SPEC.md's hand-over links, an old download link,
  // a signed link, and a parameter name spelled with an escape.
  await apiGet(server.baseUrl, '/api/v3/student/getStudentInfo', { token: accessToken });
  await fetch(`${server.baseUrl}/login?accessToken=${accessToken}`, { headers: { accept: 'text/html' } });
  await fetch(`${server.baseUrl}/new-side?from=pc&accessToken=${accessToken}`);
  await fetch(`${server.baseUrl}${answer}?accessToken=${accessToken}`);
  await fetch(`${server.baseUrl}${url}`);
  await fetch(`${server.baseUrl}/login?access%54oken=${accessToken}&token=${accessToken}`);

  expect(log).toContain(`"url":"${answer}?expires=`);
  expect(log).toContain('"url":"/new-side?from=pc&accessToken=[redacted]"');
  expect(log).toContain('sig=[redacted]');
  expect(log).not.toContain(accessToken);
  expect(log).not.toContain(sig);
});

test('a headers object written to the log has its token censored', () => {
  server.app.log.warn({ headers: { accesstoken: 'secret-token-value', from: 'pc' } }, 'headers seen');
  expect(log).toContain('"accesstoken":"[redacted]"');
  expect(log).not.toContain('secret-token-value');
});
