import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import type { SendSmsResult } from '../../core/accountTypes';
import { SMS_CODE_LENGTH, SMS_CODE_TTL_MINUTES, SMS_RESEND_SECONDS } from '../../core/accountTypes';
import { accountMessages as msg, messages } from '../messages';
import type { Db } from '../db/database';
import { ApiError } from '../plugins/envelope';
import { RetryLaterError } from '../plugins/retryAfter';
import { findStudentIdByMobile, findStudentIdByRegisteredMobile } from '../repos/accountRepo';
import {
  addWrongAttempt,
  findLatestCode,
  insertCode,
  listCodeTimesSince,
  markCodeUsed,
} from '../repos/smsCodeRepo';
import type { SmsCodeRow } from '../repos/smsCodeRepo';
import { LockTimeoutError } from '../stores/keyedLock';
import type { KeyedLock } from '../stores/keyedLock';
import type { SmsSender } from './smsSender';

/** What a code may be redeemed for; stored in `sms_codes.purpose`. */
export type SmsPurpose = 'register' | 'reset';

const MINUTE_MS = 60 * 1000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;
const CODE_TTL_MS = SMS_CODE_TTL_MINUTES * MINUTE_MS;
/** Wrong guesses a code survives: 5 of a million keeps guessing hopeless across a day's 10 codes. */
export const SMS_MAX_WRONG_ATTEMPTS = 5;

/** Per mobile, across purposes: each text costs money and lands on someone's phone. */
export const SMS_LIMITS = [
  { windowMs: SMS_RESEND_SECONDS * 1000, max: 1, message: (wait: number) => msg.smsTooSoon(wait) },
  { windowMs: HOUR_MS, max: 5, message: () => msg.smsHourLimit(5) },
  { windowMs: DAY_MS, max: 10, message: () => msg.smsDayLimit(10) },
] as const;

/** Six digits from the CSPRNG, leading zeros kept. */
export function newSmsCode(): string {
  return String(randomInt(0, 10 ** SMS_CODE_LENGTH)).padStart(SMS_CODE_LENGTH, '0');
}

/** Bound to the mobile and purpose, so a stored digest is worthless for any other pair. */
export function hashSmsCode(mobile: string, purpose: SmsPurpose, code: string): string {
  return createHash('sha256').update(`${purpose}:${mobile}:${code}`, 'utf8').digest('hex');
}

export interface SmsServiceDeps {
  db: Db;
  sender: SmsSender;
  now: () => number;
  /**
   * Counting recent codes and inserting a new one (or checking a guess and counting it) must not
   * interleave for the same mobile, or two quick requests would both pass a limit. Shared by every
   * instance (server/stores/keyedLock.ts).
   */
  lock: KeyedLock;
}

export type SmsService = ReturnType<typeof createSmsService>;

export function createSmsService({ db, sender, now, lock }: SmsServiceDeps) {
  async function withLock<T>(mobile: string, work: () => Promise<T>): Promise<T> {
    try {
      return await lock.withLock(`mobile:${mobile}`, work);
    } catch (error) {
      if (error instanceof LockTimeoutError) throw new ApiError(429, messages.tooManyRequests);
      throw error;
    }
  }

  /** The first limit the mobile has reached, with the seconds until a slot frees up. */
  async function checkLimits(mobile: string, at: number): Promise<void> {
    const times = await listCodeTimesSince(db, mobile, at - DAY_MS);
    for (const limit of SMS_LIMITS) {
      const inWindow = times.filter((time) => time > at - limit.windowMs);
      if (inWindow.length < limit.max) continue;
      // The code whose ageing out frees a slot.
      const oldest = inWindow[inWindow.length - limit.max] as number;
      const wait = Math.max(1, Math.ceil((oldest + limit.windowMs - at) / 1000));
      throw new RetryLaterError(limit.message(wait), wait);
    }
  }

  return {
    /** Serialises everything done for one mobile: sending, checking and redeeming its codes. */
    withMobile<T>(mobile: string, work: () => Promise<T>): Promise<T> {
      return withLock(mobile, work);
    },

    /**
     * Sends a fresh code. Registration refuses a mobile that already has an account. A reset for a
     * mobile without one answers exactly as if it had been sent, limits included, and sends
     * nothing: the answer must not tell who has an account. Its code is stored all the same, so
     * the limits and later guesses behave alike; nobody ever learns it. The code is stored hashed
     * before it leaves, so a failed delivery still counts.
     */
    send(mobile: string, purpose: SmsPurpose): Promise<SendSmsResult> {
      return withLock(mobile, async () => {
        if (purpose === 'register' && (await findStudentIdByMobile(db, mobile)) !== undefined) {
          throw new ApiError(409, msg.mobileRegistered);
        }
        const delivered =
          purpose === 'register' || (await findStudentIdByRegisteredMobile(db, mobile)) !== undefined;

        const at = now();
        await checkLimits(mobile, at);
        const code = newSmsCode();
        await insertCode(db, {
          mobile,
          purpose,
          codeHash: hashSmsCode(mobile, purpose, code),
          createdAt: at,
          expiresAt: at + CODE_TTL_MS,
        });
        if (delivered) {
          const what = purpose === 'register' ? msg.smsPurposeRegister : msg.smsPurposeReset;
          await sender.send({
            mobile,
            purpose,
            code,
            text: msg.smsText(code, SMS_CODE_TTL_MINUTES, what),
            sentAt: at,
          });
        }
        return { expiresInSeconds: CODE_TTL_MS / 1000, resendAfterSeconds: SMS_RESEND_SECONDS };
      });
    },

    /**
     * Checks a guess against the newest live code; a wrong one is counted (and burns the code at
     * the limit). Call inside `withMobile`, then `consume` the returned code in the transaction
     * that uses it, so a failure there leaves the code usable.
     */
    async check(mobile: string, purpose: SmsPurpose, code: string): Promise<SmsCodeRow> {
      const row = await findLatestCode(db, mobile, purpose);
      if (!row || row.used_at !== null || row.expires_at <= now()) throw new ApiError(400, msg.codeMissing);
      if (row.attempts >= SMS_MAX_WRONG_ATTEMPTS) throw new ApiError(400, msg.codeBurnt);
      const expected = Buffer.from(row.code_hash, 'hex');
      const actual = Buffer.from(hashSmsCode(mobile, purpose, code.trim()), 'hex');
      if (expected.length !== actual.length || !timingSafeEqual(expected, actual)) {
        await addWrongAttempt(db, row.id);
        throw new ApiError(400, row.attempts + 1 >= SMS_MAX_WRONG_ATTEMPTS ? msg.codeBurnt : msg.codeWrong);
      }
      return row;
    },

    /** Marks the code used; inside the transaction that redeems it. */
    async consume(trx: Db, row: SmsCodeRow): Promise<void> {
      if (!(await markCodeUsed(trx, row.id, now()))) throw new ApiError(400, msg.codeMissing);
    },
  };
}
