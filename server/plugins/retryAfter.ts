import type { FastifyReply } from 'fastify';
import { ApiError } from './envelope';

/** A 429 that knows when the caller may try again; `withRetryAfter` sends that as Retry-After. */
export class RetryLaterError extends ApiError {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(429, message, null, 'RATE_LIMITED');
    this.name = 'RetryLaterError';
  }
}

/** Runs a route's work; a {@link RetryLaterError} leaves with its Retry-After header. */
export async function withRetryAfter<T>(reply: FastifyReply, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof RetryLaterError) reply.header('retry-after', String(error.retryAfterSeconds));
    throw error;
  }
}
