import type { UpdatePasswordParams } from '../../core/accountTypes';
import {
  validateNewPasswordDiffers,
  validateNickName,
  validateOldPassword,
} from '../../core/accountValidation';
import type { UserInfo } from '../../core/types';
import { validateConfirmPassword, validatePassword } from '../../core/validation';
import { accountMessages as msg, messages } from '../messages';
import type { Db } from '../db/database';
import { ApiError } from '../plugins/envelope';
import {
  findPasswordHash,
  revokeStudentTokens,
  updateAvatar,
  updateNickName,
  updatePasswordHash,
} from '../repos/accountRepo';
import { findStudentProfile } from '../repos/studentRepo';
import type { AuthenticatedStudent } from './authService';
import { hashPassword, verifyPassword } from './password';
import { toUserInfo } from './studentService';

function reject(error: string | null): void {
  if (error) throw new ApiError(400, error);
}

/**
 * SPEC.md §6: only accounts outside a school (schoolStatus 0) manage their own password. The old
 * one must be right; afterwards every other signed-in device is signed out, this one stays.
 */
export async function changePassword(
  db: Db,
  caller: AuthenticatedStudent,
  params: UpdatePasswordParams,
  now: number,
): Promise<{ revokedTokens: number }> {
  if (caller.profile.school_status === 1) throw new ApiError(403, msg.schoolAccountPassword);
  const oldPassword = params.oldPassword.trim();
  const password = params.password.trim();
  reject(validateOldPassword(oldPassword));
  reject(validatePassword(password));
  reject(validateConfirmPassword(params.confirmPassword.trim(), password));
  reject(validateNewPasswordDiffers(password, oldPassword));

  const studentId = caller.profile.id;
  const stored = await findPasswordHash(db, studentId);
  if (!stored || !(await verifyPassword(oldPassword, stored))) throw new ApiError(400, msg.oldPasswordWrong);
  const passwordHash = await hashPassword(password);
  return db.transaction().execute(async (trx) => {
    await updatePasswordHash(trx, studentId, passwordHash);
    const revokedTokens = await revokeStudentTokens(trx, studentId, now, caller.tokenHash);
    return { revokedTokens };
  });
}

async function currentUser(db: Db, studentId: number): Promise<UserInfo> {
  const profile = await findStudentProfile(db, studentId);
  if (!profile) throw new ApiError(401, messages.loginExpired);
  return toUserInfo(profile);
}

/** The avatar must be an image the caller uploaded (`imageExists` asks the upload store). */
export async function setAvatar(
  db: Db,
  studentId: number,
  avatar: string,
  imageExists: (url: string) => Promise<boolean>,
): Promise<UserInfo> {
  if (!avatar.startsWith(`/uploads/images/${studentId}/`) || !(await imageExists(avatar))) {
    throw new ApiError(400, msg.avatarNotYours);
  }
  await updateAvatar(db, studentId, avatar);
  return currentUser(db, studentId);
}

export async function setNickName(db: Db, studentId: number, nickName: string): Promise<UserInfo> {
  reject(validateNickName(nickName));
  await updateNickName(db, studentId, nickName.trim());
  return currentUser(db, studentId);
}
