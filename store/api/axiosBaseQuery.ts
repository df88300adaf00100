import type { AxiosError, AxiosInstance, Method } from 'axios';
import type { BaseQueryFn } from '@reduxjs/toolkit/query';
import type { Envelope } from '../../core/types';
import type { SessionState } from '../slices/sessionSlice';
import type { ApiError } from './apiError';
import type { StoreExtra } from '../deps';
import { storeMessages } from '../messages';
import { nextTask } from '../nextTask';

/** SPEC.md §9: HTTP timeout 60 s. */
export const HTTP_TIMEOUT_MS = 60_000;

export interface RequestArgs {
  url: string;
  method?: Method;
  /** Query string parameters. */
  params?: Record<string, unknown>;
  /**
   * Body: urlencoded for /api and /admin, signed JSON for /tiku/api; a FormData (a file upload,
   * SPEC.md §5 field `file`) goes as multipart, its boundary set by the HTTP client.
   */
  data?: Record<string, unknown> | FormData;
}

/**
 * axios is loaded on the first call, not with the page: the login page needs no request to
 * render, and its initial JS has a budget (DESIGN.md "Budgets").
 */
export function lazyHttpClient(): () => Promise<AxiosInstance> {
  let client: Promise<AxiosInstance> | undefined;
  return () => {
    client ??= import(/* webpackChunkName: "http" */ 'axios').then(({ default: axios }) =>
      axios.create({
        timeout: HTTP_TIMEOUT_MS,
        // Identity travels in the token only, so no cookie is turned into a header. axios would
        // otherwise look up an XSRF cookie before every call, through the browser's asynchronous
        // cookie store where there is one: a round trip to the browser before each call goes out.
        withXSRFToken: false,
      }),
    );
    return client;
  };
}

function isAxiosError(error: unknown): error is AxiosError {
  return typeof error === 'object' && error !== null && (error as AxiosError).isAxiosError === true;
}

function isTikuApi(url: string): boolean {
  return url.startsWith('/tiku/api');
}

/** SPEC.md §7: /api and /admin bodies travel as application/x-www-form-urlencoded. */
function toFormBody(data: Record<string, unknown>): URLSearchParams {
  const form = new URLSearchParams();
  for (const [key, value] of Object.entries(data)) {
    if (value === null || value === undefined) continue;
    form.append(key, typeof value === 'object' ? JSON.stringify(value) : String(value));
  }
  return form;
}

/** Signing (and its md5) is only needed by question-bank calls: it is not part of every page. */
const loadSigning = () => import(/* webpackChunkName: "signing" */ '../../core/signing');

/** Starts loading the signing with a question-bank page's code, before the page's first call. */
export function preloadSigning(): void {
  void loadSigning();
}

async function signatureHeaders(body: Record<string, unknown>): Promise<Record<string, string>> {
  const { DEFAULT_SIGN_SECRET, WEB_ACCESS_KEY, makeNonce, sign } = await loadSigning();
  // Replaced at build time by webpack's DefinePlugin; Node (tests) reads the real environment.
  const secret = process.env.SIGN_SECRET || DEFAULT_SIGN_SECRET;
  const parts = { accessKey: WEB_ACCESS_KEY, timestamp: Date.now(), nonce: makeNonce() };
  return {
    accessKey: parts.accessKey,
    timestamp: String(parts.timestamp),
    nonce: parts.nonce,
    sign: sign(body, parts, secret),
  };
}

function envelopeError(payload: unknown, httpStatus: number): ApiError {
  const envelope = (typeof payload === 'object' && payload !== null ? payload : {}) as Partial<
    Envelope<unknown>
  >;
  return {
    status: typeof envelope.code === 'number' && envelope.code !== 200 ? envelope.code : httpStatus,
    message: typeof envelope.message === 'string' ? envelope.message : '',
    ...(typeof envelope.errorCode === 'string' ? { errorCode: envelope.errorCode } : {}),
  };
}

function toApiError(error: unknown): ApiError {
  if (!isAxiosError(error)) {
    return { status: 'SETUP_ERROR', message: storeMessages.requestTimeout };
  }
  if (error.response) return envelopeError(error.response.data, error.response.status);
  // A request that left but got no answer is a network failure; one that never left is a setup error.
  if (error.request) return { status: 'NETWORK_ERROR', message: error.message };
  return { status: 'SETUP_ERROR', message: storeMessages.requestTimeout };
}

/**
 * A 401 means the student is signed out only if it refused the session's token. A card switch
 * revokes the old token as the new one is issued, and a call still out with the old one is refused
 * then; the sign-out it would cause ends the switch on the login page.
 */
function markRetiredToken(error: ApiError, sentToken: string | null, getState: () => unknown): ApiError {
  if (error.status !== 401) return error;
  const { session } = getState() as { session: SessionState };
  return session.exchangingToken || session.accessToken !== sentToken
    ? { ...error, tokenRetired: true }
    : error;
}

/**
 * What a successful call carries besides its result: the envelope's sentence. Some calls answer
 * with nothing else, and SPEC.md §8 has the screen show that sentence as the server wrote it.
 */
export interface EnvelopeMeta {
  message: string;
}

export const axiosBaseQuery: BaseQueryFn<RequestArgs, unknown, ApiError, object, EnvelopeMeta> = async (
  args,
  api,
) => {
  const { getHttp } = api.extra as StoreExtra;
  const { session } = api.getState() as { session: SessionState };
  const method = args.method ?? 'GET';
  const headers: Record<string, string> = { from: session.from };
  const sentToken = session.accessToken;
  // SPEC.md §6: the token header is dropped when there is no token.
  if (sentToken) headers.accessToken = sentToken;

  let data: unknown = undefined;
  const hasBody = method !== 'GET' && method !== 'DELETE';
  const body = args.data;
  try {
    if (!hasBody) {
      // A GET or DELETE carries its parameters in the query string only.
    } else if (body instanceof FormData) {
      data = body;
    } else if (isTikuApi(args.url)) {
      // Every /tiku/api write is signed, even one without fields.
      data = body ?? {};
      headers['Content-Type'] = 'application/json';
      Object.assign(headers, await signatureHeaders(body ?? {}));
    } else if (body) {
      headers['Content-Type'] = 'application/x-www-form-urlencoded';
      data = toFormBody(body);
    }
    const http = await getHttp();
    // A page asks for all its data as it mounts (/home: fourteen queries), and axios' preparation
    // and the browser's send of every one, with the render that asked, made one long task: each
    // query goes out in a task of its own. A mutation goes at once: saving or handing in may be
    // the last thing a page does before its tab closes (the exam's answers on leaving).
    if (api.type === 'query') await nextTask();
    const response = await http.request<Envelope<unknown>>({
      url: args.url,
      method,
      params: args.params,
      data,
      headers,
      signal: api.signal,
    });
    const envelope = response.data;
    if (envelope && envelope.success) {
      return { data: envelope.result, meta: { message: envelope.message } };
    }
    return { error: markRetiredToken(envelopeError(envelope, response.status), sentToken, api.getState) };
  } catch (error) {
    return { error: markRetiredToken(toApiError(error), sentToken, api.getState) };
  }
};
