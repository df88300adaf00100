/** @jest-environment node */
import http2 from 'node:http2';
import https from 'node:https';
import type { TLSSocket } from 'node:tls';
import { brotliDecompressSync } from 'node:zlib';
import { io } from 'socket.io-client';
import { REALTIME_PATH } from '../../core/messageTypes';
import type { LoginResult } from '../../core/types';
import { loadConfig } from '../../server/config';
import { DEMO_PASSWORD } from '../helpers/apiClient';
import { FAKE_SCRIPT as SCRIPT, fakeClientBuild, withCompressedCopies } from '../helpers/fakeClientBuild';
import type { FakeClientBuild } from '../helpers/fakeClientBuild';
import { selfSignedCert } from '../helpers/selfSignedCert';
import type { SelfSignedCert } from '../helpers/selfSignedCert';
import { startServer } from '../helpers/startServer';
import type { RunningServer } from '../helpers/startServer';

/** An instance given a certificate (TLS_CERT, TLS_KEY) speaks HTTPS, with HTTP/2. */

let cert: SelfSignedCert;
let server: RunningServer;
let client: FakeClientBuild;
beforeAll(async () => {
  cert = await selfSignedCert();
  client = fakeClientBuild(withCompressedCopies('js/main.1c239bb4.js', SCRIPT));
  const tls = { cert: cert.cert, key: cert.key };
  server = await startServer({ clientDir: client.dir, rateLimit: false, tls });
}, 30_000);
afterAll(async () => {
  await server.close();
  client.remove();
});

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** One request over an HTTP/2 session that trusts only the test's certificate. */
function overHttp2(
  session: http2.ClientHttp2Session,
  pathname: string,
  options: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const stream = session.request({
      ':method': options.method ?? 'GET',
      ':path': pathname,
      ...options.headers,
    });
    let headers: Answer['headers'] = {};
    const chunks: Buffer[] = [];
    stream.on('response', (received) => (headers = received));
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.on('end', () =>
      resolve({ status: Number(headers[':status']), headers, body: Buffer.concat(chunks) }),
    );
    stream.on('error', reject);
    stream.end(options.body);
  });
}

async function withHttp2Session<T>(steps: (session: http2.ClientHttp2Session) => Promise<T>): Promise<T> {
  const session = http2.connect(server.baseUrl, { ca: cert.cert });
  try {
    return await steps(session);
  } finally {
    session.close();
  }
}

function json<T>(answer: Answer): T {
  return JSON.parse(answer.body.toString('utf8')) as T;
}

describe('an instance with a certificate', () => {
  test('speaks HTTP/2: the page, a hashed script as its brotli copy, signing in and a signed-in call', async () => {
    await withHttp2Session(async (session) => {
      const page = await overHttp2(session, '/home');
      expect(page.status).toBe(200);
      expect(page.headers['content-type']).toMatch(/^text\/html/);
      expect(page.body.toString('utf8')).toContain('<div id="root">');
      expect(page.headers['strict-transport-security']).toMatch(/max-age=\d+/);

      const script = await overHttp2(session, '/js/main.1c239bb4.js', {
        headers: { 'accept-encoding': 'gzip, deflate, br, zstd' },
      });
      expect(script.status).toBe(200);
      expect(script.headers['content-encoding']).toBe('br');
      expect(script.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(brotliDecompressSync(script.body).toString('utf8')).toBe(SCRIPT);

      const signIn = await overHttp2(session, '/api/v3/student/login', {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', from: 'pc' },
        body: new URLSearchParams({ username: 'demo', password: DEMO_PASSWORD }).toString(),
      });
      expect(signIn.status).toBe(200);
      const { accessToken } = json<{ result: LoginResult }>(signIn).result;
      const info = await overHttp2(session, '/api/v3/student/getStudentInfo', {
        headers: { from: 'pc', accesstoken: accessToken },
      });
      expect(info.status).toBe(200);
      expect(json<{ result: { username: string } }>(info).result.username).toBe('demo');

      const refused = await overHttp2(session, '/api/v3/student/login', {
        method: 'POST',
        headers: { 'content-type': 'application/json', from: 'pc' },
        body: JSON.stringify({ username: 'demo' }),
      });
      expect(refused.status).toBe(400);
      expect(json<{ message: string }>(refused).message).toMatch(/password/);
    });
  });

  test('still answers HTTP/1.1 on the same port', async () => {
    const answer = await new Promise<{ status: number; protocol: string | false | null; body: string }>(
      (resolve, reject) => {
        const request = https.get(`${server.baseUrl}/api/health`, { ca: cert.cert }, (response) => {
          // Read now: once the answer has ended, its socket goes back to the agent.
          const protocol = (response.socket as TLSSocket).alpnProtocol;
          let body = '';
          response.setEncoding('utf8');
          response.on('data', (chunk: string) => (body += chunk));
          response.on('end', () => resolve({ status: response.statusCode ?? 0, protocol, body }));
        });
        request.on('error', reject);
      },
    );
    expect(answer.status).toBe(200);
    expect(answer.protocol).not.toBe('h2');
    expect(JSON.parse(answer.body)).toMatchObject({ success: true, result: { status: 'ok' } });
  });

  test('carries the real-time socket over a WebSocket upgrade', async () => {
    const token = await withHttp2Session(async (session) => {
      const signIn = await overHttp2(session, '/api/v3/student/login', {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', from: 'pc' },
        body: new URLSearchParams({ username: 'solo', password: DEMO_PASSWORD }).toString(),
      });
      return json<{ result: LoginResult }>(signIn).result.accessToken;
    });
    const socket = io(server.baseUrl, {
      path: REALTIME_PATH,
      auth: { accessToken: token },
      transports: ['websocket'],
      ca: cert.cert.toString('utf8'),
      reconnection: false,
      forceNew: true,
    });
    try {
      await new Promise<void>((resolve, reject) => {
        socket.once('connect', () => resolve());
        socket.once('connect_error', reject);
      });
      expect(socket.io.engine.transport.name).toBe('websocket');
    } finally {
      socket.disconnect();
    }
  });
});

describe('TLS settings', () => {
  test('a certificate without its key, or a key without its certificate, stops the server from starting', () => {
    expect(() => loadConfig({ TLS_CERT: 'cert.pem' })).toThrow('TLS_CERT and TLS_KEY go together');
    expect(() => loadConfig({ TLS_KEY: 'key.pem' })).toThrow('TLS_CERT and TLS_KEY go together');
  });

  test('without either, the instance speaks plain HTTP as before', () => {
    expect(loadConfig({}).tls).toBeUndefined();
  });
});
