import type { ErrorCode } from '../../core/errorCodes';
import { errorCodeOfStatus } from '../../core/errorCodes';
import axios, { AxiosError, AxiosHeaders } from 'axios';
import type { AxiosAdapter, AxiosInstance, AxiosResponse, InternalAxiosRequestConfig } from 'axios';

/**
 * A tiny in-process HTTP answerer for UI tests, plugged in as axios's adapter: the real store, base
 * query and error handling run; only the network is replaced by handlers that answer like the
 * server's wire contract (envelopes, status codes).
 */
export interface FakeRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  /** JSON bodies parsed; urlencoded bodies turned into an object. */
  body: Record<string, unknown>;
  /** The raw Content-Type header. */
  contentType: string;
  /** The query string's fields, as the caller passed them. */
  params: Record<string, unknown>;
  /** A multipart body (an upload), as the caller built it. */
  form?: FormData;
}

export interface FakeReply {
  status?: number;
  body: unknown;
}

export type FakeHandler = (request: FakeRequest) => FakeReply | Promise<FakeReply>;

export function ok<T>(result: T): FakeReply {
  return { status: 200, body: { success: true, code: 200, message: '操作成功', result } };
}

export function fail(
  code: number,
  message: string,
  errorCode: ErrorCode = errorCodeOfStatus(code),
): FakeReply {
  return { status: code, body: { success: false, code, message, result: null, errorCode } };
}

/** Thrown by a handler to simulate a request that never got an answer. */
export class NetworkDown extends Error {}

function parseBody(data: unknown, contentType: string): Record<string, unknown> {
  if (typeof data !== 'string' || data === '') return {};
  if (contentType.includes('application/x-www-form-urlencoded')) {
    return Object.fromEntries(new URLSearchParams(data));
  }
  return JSON.parse(data) as Record<string, unknown>;
}

export function createFakeHttp() {
  const handlers = new Map<string, FakeHandler>();
  const requests: FakeRequest[] = [];

  const adapter: AxiosAdapter = async (config: InternalAxiosRequestConfig) => {
    const headers = AxiosHeaders.from(config.headers).toJSON() as Record<string, string>;
    const contentType = String(headers['Content-Type'] ?? '');
    const method = (config.method ?? 'get').toUpperCase();
    const url = config.url ?? '';
    const request: FakeRequest = {
      method,
      url,
      headers,
      body: parseBody(config.data, contentType),
      contentType,
      params: (config.params ?? {}) as Record<string, unknown>,
      ...(config.data instanceof FormData ? { form: config.data } : {}),
    };
    requests.push(request);

    const handler = handlers.get(`${method} ${url}`);
    let reply: FakeReply;
    try {
      reply = handler ? await handler(request) : fail(404, '接口不存在');
    } catch (error) {
      if (error instanceof NetworkDown)
        throw new AxiosError('Network Error', AxiosError.ERR_NETWORK, config, {});
      throw error;
    }
    const status = reply.status ?? 200;
    const response: AxiosResponse = {
      data: reply.body,
      status,
      statusText: String(status),
      headers: {},
      config,
    };
    if (status >= 200 && status < 300) return response;
    throw new AxiosError(
      `Request failed with status code ${status}`,
      AxiosError.ERR_BAD_RESPONSE,
      config,
      {},
      response,
    );
  };

  const http: AxiosInstance = axios.create({ adapter, timeout: 60_000 });

  return {
    http,
    requests,
    /** Answer `METHOD path` (path without query string). */
    on(method: string, url: string, handler: FakeHandler) {
      handlers.set(`${method.toUpperCase()} ${url}`, handler);
    },
    /** The requests made to one path, in order. */
    callsTo(url: string) {
      return requests.filter((request) => request.url === url);
    },
  };
}

export type FakeHttp = ReturnType<typeof createFakeHttp>;
