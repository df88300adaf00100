import type { ErrorCode } from '../../../../core/errorCodes';
import { ERROR_CODES } from '../../../../core/errorCodes';
import type { Answer, FuzzCase } from './cases';
import { parsedBody } from './cases';
import type { Operation } from './operations';

/** Which codes may come with which status (core/errorCodes.ts); other 4xx are framework refusals. */
const CODES_OF_STATUS: Record<number, ErrorCode[]> = {
  400: [
    'BAD_FIELD',
    'UNKNOWN_FIELD',
    'BAD_REQUEST',
    'BODY_TOO_LARGE',
    'BAD_SIGN',
    'STALE_TIMESTAMP',
    'REPLAYED_NONCE',
  ],
  401: ['UNAUTHENTICATED'],
  403: ['FORBIDDEN', 'ACCOUNT_EXPIRED', 'TEMPLATE_LOCKED'],
  404: ['NOT_FOUND'],
  413: ['QUOTA_EXCEEDED'],
  409: [
    'CONFLICT',
    'STALE_SEQ',
    'ATTEMPT_SUBMITTED',
    'EXAM_TIME_OVER',
    'ATTEMPT_OPEN',
    'POINTS_NOT_ENOUGH',
    'WORK_STALE',
  ],
  429: ['RATE_LIMITED'],
};

/** Codes whose 400 is about one field, so the message must say which. */
const FIELD_CODES: ErrorCode[] = ['BAD_FIELD', 'UNKNOWN_FIELD'];

/** Words that only appear when internals leak: stack frames, framework codes, SQL. */
const INTERNALS = /FST_|Error:|\bat \S+ \(|node_modules|sqlite|SELECT |INSERT |postgres/i;

/** Whether `message` names `field` as a word of its own (or the head of a path like `answers.0.seq`). */
function names(message: string, field: string): boolean {
  const escaped = field.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return field.trim() !== '' && new RegExp(`(^|\\s)${escaped}(\\s|\\.|$)`).test(message);
}

function decoded(text: string): string {
  try {
    return decodeURIComponent(text.replace(/\+/g, ' '));
  } catch {
    return text;
  }
}

/** Names in `a=1&b=2` text, as sent and as decoded. */
function formNames(text: string): string[] {
  return text.split('&').flatMap((pair) => {
    const name = pair.split('=')[0] ?? '';
    return [name, decoded(name)];
  });
}

/** Every field name the case sent, made up or not: in the query and at the top of the body. */
function sentNames(fuzzCase: FuzzCase): string[] {
  const query = fuzzCase.url.split('?')[1];
  const names = query === undefined ? [] : formNames(query);
  const { body } = fuzzCase;
  if (body.kind === 'raw' && body.contentType.includes('urlencoded')) names.push(...formNames(body.text));
  return [...names, ...Object.keys(parsedBody(body))];
}

function envelopeOf(answer: Answer): Record<string, unknown> | string {
  if (!answer.contentType.includes('application/json')) return `not JSON but "${answer.contentType}"`;
  try {
    const body: unknown = JSON.parse(answer.text);
    if (body && typeof body === 'object' && !Array.isArray(body)) return body as Record<string, unknown>;
    return 'not an object';
  } catch {
    return 'not parseable';
  }
}

/** Why the answer breaks the contract, or null when it holds. */
export function verdictOf(operation: Operation, fuzzCase: FuzzCase, answer: Answer): string | null {
  const { status } = answer;
  if (status >= 500) return `${status}: ${answer.text.slice(0, 300)}`;
  if (status >= 300 && status < 400) return operation.envelope ? `unexpected redirect ${status}` : null;
  if (status < 300 && !operation.envelope) return null;

  const envelope = envelopeOf(answer);
  if (typeof envelope === 'string') return `${status} body ${envelope}: ${answer.text.slice(0, 200)}`;
  const { success, code, message, errorCode } = envelope;
  if (typeof message !== 'string' || message === '') return `${status} without a message`;
  if (!('result' in envelope)) return `${status} without a result`;

  if (status < 300)
    return success === true && code === 200 ? null : `${status} but ${answer.text.slice(0, 200)}`;

  if (success !== false || code !== status) return `${status} with success ${success} and code ${code}`;
  if (!ERROR_CODES.includes(errorCode as ErrorCode)) return `${status} with errorCode ${errorCode}`;
  const allowed = CODES_OF_STATUS[status] ?? ['BAD_REQUEST'];
  if (!allowed.includes(errorCode as ErrorCode)) return `${status} with errorCode ${errorCode}`;
  if (INTERNALS.test(message)) return `${status} leaks internals: ${message}`;
  if (FIELD_CODES.includes(errorCode as ErrorCode)) {
    const sent = sentNames(fuzzCase);
    // A blank name cannot be seen in a message; any other must be.
    const fields = [...operation.fields, ...sent];
    if (!sent.some((name) => name.trim() === '') && !fields.some((field) => names(message, field)))
      return `${status} ${errorCode} names no field: ${message}`;
  }
  return null;
}
