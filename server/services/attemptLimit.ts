import type { Db } from '../db/database';
import { RetryLaterError } from '../plugins/retryAfter';
import { deleteAttempt, insertAttempt, listAttemptTimesSince } from '../repos/failedAttemptRepo';

const MINUTE_MS = 60 * 1000;
const HOUR_MS = 60 * MINUTE_MS;

/** What a student may guess at, each with its own count. */
export type AttemptKind = 'activation' | 'cardLink';

export interface AttemptLimit {
  max: number;
  windowMs: number;
}

/**
 * Failed guesses a student may make per hour. Activation codes: a child mistyping a printed code
 * needs a few tries, while guessing one of 36^8 codes needs billions. Another card's password: the
 * learner knows it; anyone else should get no more tries than at the sign-in form.
 */
export const ATTEMPT_LIMITS: Record<AttemptKind, AttemptLimit> = {
  activation: { max: 10, windowMs: HOUR_MS },
  cardLink: { max: 5, windowMs: HOUR_MS },
};

export interface GuardedAttempt {
  studentId: number;
  kind: AttemptKind;
  now: number;
  /** The refusal once the limit is reached, given the minutes until a slot frees up. */
  tooMany: (waitMinutes: number) => string;
}

/**
 * Runs one guess under the student's limit of failed guesses of its kind; whatever `guess` throws
 * is a failure and stays counted. The attempt is written before the others are counted, and only
 * withdrawn when it succeeds or is refused here: however many guesses race, from however many
 * server instances, the last of them to count sees every one that went ahead, so no more than
 * `max` failures fit in a window.
 */
export async function guardedAttempt<T>(
  db: Db,
  { studentId, kind, now, tooMany }: GuardedAttempt,
  guess: () => Promise<T>,
): Promise<T> {
  const limit = ATTEMPT_LIMITS[kind];
  const id = await insertAttempt(db, { studentId, kind, attemptedAt: now });
  const earlier = await listAttemptTimesSince(db, {
    studentId,
    kind,
    since: now - limit.windowMs,
    exceptId: id,
  });
  if (earlier.length >= limit.max) {
    await deleteAttempt(db, id);
    // The failure whose ageing out frees a slot.
    const oldest = earlier[earlier.length - limit.max] as number;
    const waitSeconds = Math.max(1, Math.ceil((oldest + limit.windowMs - now) / 1000));
    throw new RetryLaterError(tooMany(Math.ceil(waitSeconds / 60)), waitSeconds);
  }
  const result = await guess();
  await deleteAttempt(db, id);
  return result;
}
