/**
 * Stable, machine-readable reasons carried by every error envelope (`errorCode`). Clients branch
 * on these, never on the Chinese `message`, so rewording or translating a message cannot change
 * behaviour. Add a code here before the server sends it.
 */
export const ERROR_CODES = [
  /** 400: a field is missing, of the wrong type or out of range; the message names it. */
  'BAD_FIELD',
  /** 400: a field the call does not take; the message names it. */
  'UNKNOWN_FIELD',
  /** 400: the request as a whole is malformed (not JSON, bad URL, bad multipart, too deep). */
  'BAD_REQUEST',
  /** 413-like 400: the body is larger than the route accepts. */
  'BODY_TOO_LARGE',
  /** 400: a signed call whose signature, timestamp or nonce does not hold. */
  'BAD_SIGN',
  'STALE_TIMESTAMP',
  'REPLAYED_NONCE',
  /** 401: no, unknown, expired or revoked token. */
  'UNAUTHENTICATED',
  /** 403: not the caller's, or not allowed for this account. */
  'FORBIDDEN',
  /** 403 at sign-in: the account's term has ended (the browser shows /accountEnd). */
  'ACCOUNT_EXPIRED',
  'NOT_FOUND',
  /** 409: some other state conflict. */
  'CONFLICT',
  /** 409 on an exam autosave: the sequence is not above the last acknowledged one. */
  'STALE_SEQ',
  /** 409: the exam attempt is already submitted (by the student or the server). */
  'ATTEMPT_SUBMITTED',
  /** 409: the attempt's time (deadline + grace) is over. */
  'EXAM_TIME_OVER',
  /** 409: the result of an attempt that is still open. */
  'ATTEMPT_OPEN',
  /** 409: a spend larger than the student's points balance. */
  'POINTS_NOT_ENOUGH',
  /** 409: a work saved over a version that is no longer the stored one; `result` holds the stored one. */
  'WORK_STALE',
  /** 403: a theme template that costs points and is not unlocked yet. */
  'TEMPLATE_LOCKED',
  /** 400: a comment the sensitive-word filter refused; the word is never echoed. */
  'COMMENT_REFUSED',
  /** 409: the same comment by the same student on the same item a moment ago. */
  'COMMENT_REPEATED',
  /** 409: a deleted work past its restore window. */
  'RESTORE_EXPIRED',
  /** 400: a work of another kind (Scratch/Python) than the homework asks for. */
  'HOMEWORK_WRONG_KIND',
  /** 409: a homework submission the teacher has marked; it is final. */
  'HOMEWORK_MARKED',
  'RATE_LIMITED',
  /** 413: the upload would take the student's cloud files past their quota; nothing was stored. */
  'QUOTA_EXCEEDED',
  'SERVER_ERROR',
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

/** The code of an error that carries no more specific one. */
export function errorCodeOfStatus(status: number): ErrorCode {
  switch (status) {
    case 400:
      return 'BAD_REQUEST';
    case 401:
      return 'UNAUTHENTICATED';
    case 403:
      return 'FORBIDDEN';
    case 404:
      return 'NOT_FOUND';
    case 409:
      return 'CONFLICT';
    case 429:
      return 'RATE_LIMITED';
    default:
      return status >= 500 ? 'SERVER_ERROR' : 'BAD_REQUEST';
  }
}
