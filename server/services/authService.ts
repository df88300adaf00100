import type { ClientFrom, LoginResult } from '../../core/types';
import type { Db } from '../db/database';
import {
  findStudentByUsername,
  findStudentProfile,
  findStudentProfileByTokenHash,
} from '../repos/studentRepo';
import type { StudentProfileRow } from '../repos/studentRepo';
import { insertAccessToken, revokeAccessToken } from '../repos/tokenRepo';
import { membershipMessages } from '../messages';
import { ApiError } from '../plugins/envelope';
import { isAccountExpired } from './accountExpiry';
import { burnPasswordCheck, verifyPassword } from './password';
import { ACCESS_TOKEN_PATTERN, hashAccessToken, newAccessToken } from './tokens';
import { toUserInfo } from './studentService';

export interface LoginInput {
  username: string;
  password: string;
  clientFrom: ClientFrom;
  tokenTtlMs: number;
  now: number;
}

/** A fresh token for the account, or null when the username or password is wrong (never says which). */
export async function login(db: Db, input: LoginInput): Promise<LoginResult | null> {
  const student = await findStudentByUsername(db, input.username);
  if (!student) {
    await burnPasswordCheck(input.password);
    return null;
  }
  if (!(await verifyPassword(input.password, student.password_hash))) return null;
  // Told only to someone who knows the password, so it reveals nothing about other accounts.
  if (isAccountExpired(student, input.now))
    throw new ApiError(403, membershipMessages.accountExpired, null, 'ACCOUNT_EXPIRED');

  const accessToken = newAccessToken();
  const expiresAt = input.now + input.tokenTtlMs;
  await insertAccessToken(db, {
    tokenHash: hashAccessToken(accessToken),
    studentId: student.id,
    clientFrom: input.clientFrom,
    createdAt: input.now,
    expiresAt,
  });
  const profile = await findStudentProfile(db, student.id);
  if (!profile) throw new Error(`student ${student.id} vanished during login`);
  return { accessToken, expiresAt, userInfo: toUserInfo(profile) };
}

export interface AuthenticatedStudent {
  tokenHash: string;
  profile: StudentProfileRow;
}

export async function authenticate(
  db: Db,
  accessToken: string,
  now: number,
): Promise<AuthenticatedStudent | null> {
  if (!ACCESS_TOKEN_PATTERN.test(accessToken)) return null;
  const tokenHash = hashAccessToken(accessToken);
  const profile = await findStudentProfileByTokenHash(db, tokenHash, now);
  // The tokens of an account that has ended stop working with it.
  return profile && !isAccountExpired(profile, now) ? { tokenHash, profile } : null;
}

export async function logout(db: Db, tokenHash: string, now: number): Promise<void> {
  await revokeAccessToken(db, tokenHash, now);
}
