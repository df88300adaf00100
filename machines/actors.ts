import { fromPromise } from 'xstate';
import type { NonReducibleUnknown } from 'xstate';

/**
 * The placeholder of a call a machine invokes: machines never fetch, so the page supplies the
 * real call with `machine.provide`, and a forgotten one fails loudly instead of hanging.
 */
export function notProvided<TOutput, TInput = NonReducibleUnknown>(name: string) {
  return fromPromise<TOutput, TInput>(() => Promise.reject(new Error(`${name} must be provided`)));
}

/**
 * The text of a rejected call: an Error or the store's `{ status, message }`. Empty when there is
 * none, or when the global error listener has already shown it (`quietWhenShown`).
 */
export function messageOf(error: unknown): string {
  const message = (error as { message?: unknown } | null)?.message;
  return typeof message === 'string' ? message : '';
}
