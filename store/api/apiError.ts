import type { ErrorCode } from '../../core/errorCodes';

/**
 * The one error shape every endpoint rejects with. `status` is the envelope code (= HTTP status)
 * when the server answered, otherwise what went wrong before an answer arrived.
 */
export type ApiErrorStatus = number | 'NETWORK_ERROR' | 'SETUP_ERROR';

export interface ApiError {
  status: ApiErrorStatus;
  message: string;
  /** The server's reason (core/errorCodes.ts) when it answered; what to branch on. */
  errorCode?: ErrorCode;
  /**
   * A 401 for a token the session has since exchanged (or is exchanging) for another card's: the
   * call missed, but the student is still signed in.
   */
  tokenRetired?: true;
}

export function isApiError(value: unknown): value is ApiError {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Partial<ApiError>;
  return (
    (typeof candidate.status === 'number' || typeof candidate.status === 'string') &&
    typeof candidate.message === 'string'
  );
}

/** Errors the global listener already shows (SPEC.md §8); screens must not show them twice. */
export function isHandledGlobally(error: ApiError): boolean {
  return (
    error.status === 401 ||
    error.status === 403 ||
    error.status === 500 ||
    error.status === 'NETWORK_ERROR' ||
    error.status === 'SETUP_ERROR'
  );
}

/** Not for this account (403 FORBIDDEN): asking again cannot help. */
export function isRefused(error: unknown): boolean {
  return isApiError(error) && error.errorCode === 'FORBIDDEN';
}

/** Failures worth retrying later: no answer, a timeout, throttling or a server in trouble. */
export function isTransient(error: ApiError): boolean {
  return typeof error.status !== 'number' || error.status === 429 || error.status >= 500;
}

/**
 * For calls a state machine makes: an error the global listener already showed loses its message,
 * so the machine's screen does not show it a second time. The status stays: a 409 on an exam
 * submit still means "already submitted" to the machine.
 */
export async function quietWhenShown<T>(request: Promise<T>): Promise<T> {
  try {
    return await request;
  } catch (error) {
    throw isApiError(error) && isHandledGlobally(error) ? { ...error, message: '' } : error;
  }
}

/** The text a screen shows for an error it handles itself. */
export function errorText(error: unknown, fallback: string): string {
  return isApiError(error) && error.message ? error.message : fallback;
}

/**
 * The local half of SPEC.md §8 for a call a screen handles itself: its text goes to `show`
 * (a toast, a field, a form line), unless the global listener has already shown it.
 */
export function showLocalError(error: unknown, fallback: string, show: (text: string) => void): void {
  if (isApiError(error) && isHandledGlobally(error)) return;
  show(errorText(error, fallback));
}
