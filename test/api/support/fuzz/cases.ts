import fc from 'fast-check';
import { DEFAULT_SIGN_SECRET, SIGN_HEADERS, WEB_ACCESS_KEY, sign } from '../../../../core/signing';
import type { JsonSchema, Operation } from './operations';
import type { Hints } from './values';
import { RawJson, asText, hostileText, hostileValue, jsonText, valueFor } from './values';

/** One request the fuzz suite sends, described so a failure report shows exactly what went out. */
export interface FuzzCase {
  auth: 'none' | 'student' | 'forged';
  forgedToken: string;
  /** Path and query, already encoded (or deliberately mis-encoded). */
  url: string;
  body: RequestBody;
  signing: Signing;
}

export type RequestBody =
  | { kind: 'none' }
  | { kind: 'json'; text: string }
  | { kind: 'form'; pairs: [string, string][] }
  | { kind: 'raw'; contentType: string; text: string }
  | { kind: 'multipart'; contentType: string; payload: Uint8Array<ArrayBuffer> };

const NO_BODY: RequestBody = { kind: 'none' };

type Signing =
  | { kind: 'unsigned' }
  | { kind: 'valid' }
  | { kind: 'header'; name: (typeof SIGN_HEADERS)[number]; value: string | null };

export interface FuzzContext {
  baseUrl: string;
  /** A real student's token (a fuzzed logout may revoke it: later cases then check the 401s). */
  token: string;
  hints: Hints;
}

export interface Answer {
  status: number;
  contentType: string;
  text: string;
}

/** encodeURIComponent, except lone surrogates (which it refuses) go out as invalid UTF-8. */
function encode(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    return '%ED%A0%80';
  }
}

/** Path segments no client should send: broken escapes, NUL, traversal, past the router's limits. */
const RAW_SEGMENTS = [
  '%',
  '%zz',
  '%E0%A4%A',
  '%C0%AF',
  '%00',
  '..',
  '.',
  'a'.repeat(200),
  'b'.repeat(20_000),
];

function segmentFor(schema: JsonSchema, hints: Hints): fc.Arbitrary<string> {
  return fc.oneof(
    { arbitrary: valueFor(schema, hints).map((value) => encode(asText(value))), weight: 6 },
    { arbitrary: hostileText().map(encode), weight: 2 },
    { arbitrary: fc.constantFrom(...RAW_SEGMENTS), weight: 2 },
  );
}

/** Query suffixes a browser would never produce. */
const RAW_QUERY = ['%', '%zz=1', '%E0%A4%A=1', 'a=%', '=x', '&&&', '__proto__[x]=1', 'constructor=1'];

const MADE_UP_NAMES = ['__proto__', 'constructor', 'prototype', 'toString', 'userId ', 'x', 'a'.repeat(300)];

function madeUpName(): fc.Arbitrary<string> {
  return fc.oneof(
    { arbitrary: fc.constantFrom(...MADE_UP_NAMES), weight: 3 },
    { arbitrary: fc.string({ minLength: 1, maxLength: 12 }), weight: 1 },
  );
}

function queryFor(operation: Operation, hints: Hints): fc.Arbitrary<string> {
  const pairs = operation.query.map((parameter) =>
    fc
      .oneof(
        { arbitrary: valueFor(parameter.schema, hints).map((value) => [asText(value)]), weight: 8 },
        { arbitrary: fc.constant<string[]>([]), weight: parameter.required ? 1 : 4 },
        { arbitrary: fc.tuple(hostileText(), hostileText()), weight: 1 },
      )
      .map((values) => values.map((value) => `${encode(parameter.name)}=${encode(value)}`)),
  );
  const extra = fc.oneof(
    { arbitrary: fc.constant<string[]>([]), weight: 6 },
    {
      arbitrary: fc
        .tuple(madeUpName(), hostileText())
        .map(([name, value]) => [`${encode(name)}=${encode(value)}`]),
      weight: 2,
    },
    { arbitrary: fc.constantFrom(...RAW_QUERY).map((text) => [text]), weight: 1 },
  );
  return fc.tuple(fc.tuple(...pairs), extra).map(([given, more]) => {
    const parts = [...given.flat(), ...more];
    return parts.length > 0 ? `?${parts.join('&')}` : '';
  });
}

function urlFor(operation: Operation, hints: Hints): fc.Arbitrary<string> {
  const segments = operation.pathParams.map((parameter) => segmentFor(parameter.schema, hints));
  return fc.tuple(fc.tuple(...segments), queryFor(operation, hints)).map(([values, query]) => {
    let path = operation.path;
    operation.pathParams.forEach((parameter, index) => {
      path = path.replace(`{${parameter.name}}`, values[index] ?? '');
    });
    return `${path}${query}`;
  });
}

type Mutation = { kind: 'drop'; name: string } | { kind: 'set'; name: string; value: unknown };

function mutationsFor(schema: JsonSchema): fc.Arbitrary<Mutation[]> {
  const names = Object.keys(schema.properties ?? {});
  const own = names.length > 0 ? fc.constantFrom(...names) : madeUpName();
  const mutation: fc.Arbitrary<Mutation> = fc.oneof(
    own.map((name) => ({ kind: 'drop' as const, name })),
    fc.record({
      kind: fc.constant('set' as const),
      name: fc.oneof(own, madeUpName()),
      value: hostileValue(),
    }),
  );
  return fc.oneof(
    { arbitrary: fc.constant<Mutation[]>([]), weight: 3 },
    { arbitrary: fc.array(mutation, { maxLength: 2 }), weight: 2 },
  );
}

/** Applies the mutations to a copy; `__proto__` becomes an own key, as JSON.parse would make it. */
function mutated(value: unknown, mutations: Mutation[]): unknown {
  if (!value || typeof value !== 'object' || Array.isArray(value) || value instanceof RawJson) return value;
  const copy: Record<string, unknown> = { ...(value as Record<string, unknown>) };
  for (const mutation of mutations) {
    if (mutation.kind === 'drop') delete copy[mutation.name];
    else
      Object.defineProperty(copy, mutation.name, {
        value: mutation.value,
        enumerable: true,
        writable: true,
        configurable: true,
      });
  }
  return copy;
}

/** A form of the value's fields; a value that is no object goes as one made-up field. */
function formPairs(value: unknown): [string, string][] {
  if (!value || typeof value !== 'object' || value instanceof RawJson) return [['value', asText(value)]];
  return Object.entries(value).flatMap(([name, item]): [string, string][] =>
    (Array.isArray(item) ? item : [item]).map((one) => [name, asText(one)]),
  );
}

const OVERSIZE = 'z'.repeat(1_100_000);

/** Whole bodies that are not what any route takes. */
const RAW_BODIES: { contentType: string; text: string }[] = [
  ...[
    '',
    '{',
    '{"a":',
    'null',
    '[]',
    '"text"',
    '1e400',
    'true',
    `${'{"a":'.repeat(5000)}1${'}'.repeat(5000)}`,
    '{"__proto__":{"admin":true}}',
    '{"constructor":{"prototype":{"admin":true}}}',
    '\ufeff{}',
    '{"a":1,"a":2}',
    OVERSIZE,
    `{"k":"${OVERSIZE}"}`,
  ].map((text) => ({ contentType: 'application/json', text })),
  { contentType: 'application/json; charset=latin1', text: '{}' },
  { contentType: 'text/plain', text: 'hello' },
  { contentType: 'application/xml', text: '<a/>' },
  { contentType: 'application/x-www-form-urlencoded', text: '%E0%A4%A=%&a[b]=1&&=' },
  { contentType: 'multipart/form-data; boundary=zz', text: '--zz\r\nbroken' },
  { contentType: 'application/octet-stream', text: '\u0000\u0001' },
];

function bodyFor(operation: Operation, hints: Hints): fc.Arbitrary<RequestBody> {
  if (operation.method === 'GET') return fc.constant(NO_BODY);
  const raw = fc.constantFrom(...RAW_BODIES).map((body): RequestBody => ({ kind: 'raw', ...body }));
  if (!operation.body) return fc.oneof({ arbitrary: fc.constant(NO_BODY), weight: 3 }, raw);
  const schema = operation.body.schema;
  const value = fc
    .tuple(valueFor(schema, hints), mutationsFor(schema))
    .map(([base, mutations]) => mutated(base, mutations));
  const takes = (type: string) => (operation.body?.contentTypes.includes(type) ? 1 : 0);
  return fc.oneof(
    {
      arbitrary: value.map((sent): RequestBody => ({ kind: 'json', text: jsonText(sent) })),
      weight: 6 * takes('application/json'),
    },
    {
      arbitrary: value.map((sent): RequestBody => ({ kind: 'form', pairs: formPairs(sent) })),
      weight: 2 * takes('application/x-www-form-urlencoded'),
    },
    { arbitrary: raw, weight: 1 },
  );
}

/** Printable values only: a header with control characters never leaves the client. */
const BAD_HEADER_VALUES = [
  '',
  ' ',
  'abc',
  '1e12',
  'Infinity',
  '-1',
  '170000000000000000000',
  '1700000000000.5',
  'x'.repeat(65),
  'a b',
  '%00',
  '0'.repeat(32),
  'web;web',
];

function signingFor(operation: Operation): fc.Arbitrary<Signing> {
  if (!operation.signed) return fc.constant({ kind: 'unsigned' });
  return fc.oneof(
    { arbitrary: fc.constant({ kind: 'valid' as const }), weight: 8 },
    {
      arbitrary: fc.record({
        kind: fc.constant('header' as const),
        name: fc.constantFrom(...SIGN_HEADERS),
        value: fc.oneof(fc.constant(null), fc.constantFrom(...BAD_HEADER_VALUES)),
      }),
      weight: 2,
    },
  );
}

const FORGED_TOKENS = ['x', 'A'.repeat(43), 'null', 'undefined', ' ', 't'.repeat(4000), '../../'];

/** Requests for one operation: mostly well-formed, so they reach the service, with hostile parts. */
export function casesFor(
  operation: Operation,
  hints: Hints,
  body: fc.Arbitrary<RequestBody> = bodyFor(operation, hints),
): fc.Arbitrary<FuzzCase> {
  return fc.record({
    auth: fc.oneof(
      { arbitrary: fc.constant('student' as const), weight: 4 },
      { arbitrary: fc.constant('none' as const), weight: 1 },
      { arbitrary: fc.constant('forged' as const), weight: 1 },
    ),
    forgedToken: fc.constantFrom(...FORGED_TOKENS),
    url: urlFor(operation, hints),
    body,
    signing: signingFor(operation),
  });
}

/** What the server parses from the body: what a signature covers and what a 400 may name. */
export function parsedBody(body: RequestBody): Record<string, unknown> {
  if (body.kind === 'form') {
    // A Map first, so `__proto__` ends up an own field as on the server.
    const fields = new Map<string, unknown>();
    for (const [name, value] of body.pairs) {
      const seen = fields.get(name);
      fields.set(name, seen === undefined ? value : [...(Array.isArray(seen) ? seen : [seen]), value]);
    }
    return Object.fromEntries(fields);
  }
  if (body.kind !== 'json' && body.kind !== 'raw') return {};
  try {
    const parsed: unknown = JSON.parse(body.text);
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed)
      ? (parsed as Record<string, unknown>)
      : {};
  } catch {
    return {};
  }
}

let nonceCount = 0;

function signingHeaders(signing: Signing, body: RequestBody): Record<string, string> {
  if (signing.kind === 'unsigned') return {};
  nonceCount += 1;
  const parts = { accessKey: WEB_ACCESS_KEY, timestamp: String(Date.now()), nonce: `fuzz-${nonceCount}` };
  let signature: string;
  try {
    signature = sign(parsedBody(body), parts, DEFAULT_SIGN_SECRET);
  } catch {
    // Too deep to serialise here as well: the server refuses it before looking at the sign.
    signature = '0'.repeat(32);
  }
  const headers: Record<string, string> = { ...parts, sign: signature };
  if (signing.kind === 'header') {
    if (signing.value === null) delete headers[signing.name];
    else headers[signing.name] = signing.value;
  }
  return headers;
}

function payloadOf(body: RequestBody): { contentType?: string; payload?: string | Uint8Array<ArrayBuffer> } {
  switch (body.kind) {
    case 'json':
      return { contentType: 'application/json', payload: body.text };
    case 'form':
      return {
        contentType: 'application/x-www-form-urlencoded',
        payload: body.pairs.map(([name, value]) => `${encode(name)}=${encode(value)}`).join('&'),
      };
    case 'raw':
      return { contentType: body.contentType, payload: body.text };
    case 'multipart':
      return { contentType: body.contentType, payload: body.payload };
    default:
      return {};
  }
}

export async function send(context: FuzzContext, operation: Operation, fuzzCase: FuzzCase): Promise<Answer> {
  const headers: Record<string, string> = { from: 'pc', ...signingHeaders(fuzzCase.signing, fuzzCase.body) };
  if (fuzzCase.auth === 'student') headers.accessToken = context.token;
  if (fuzzCase.auth === 'forged') headers.accessToken = fuzzCase.forgedToken;
  const { contentType, payload } = payloadOf(fuzzCase.body);
  if (contentType) headers['content-type'] = contentType;
  const response = await fetch(`${context.baseUrl}${fuzzCase.url}`, {
    method: operation.method,
    headers,
    body: payload,
    redirect: 'manual',
  });
  return {
    status: response.status,
    contentType: response.headers.get('content-type') ?? '',
    text: await response.text(),
  };
}
