import type { RegisterResult } from '../../core/accountTypes';
import {
  validateConfirmPassword,
  validateMobile,
  validatePassword,
  validateSmsCode,
} from '../../core/validation';
import { accountMessages as msg } from '../messages';
import type { Db } from '../db/database';
import { isUniqueViolation } from '../db/dialect';
import { ApiError } from '../plugins/envelope';
import {
  findStudentIdByMobile,
  findStudentIdByRegisteredMobile,
  revokeStudentTokens,
  updatePasswordHash,
} from '../repos/accountRepo';
import { insertStudent } from '../repos/studentRepo';
import { hashPassword } from './password';
import type { SmsService } from './smsService';

/** Where a self-registered student starts: outside any school, on a trial, signing in here. */
export const REGISTERED_STUDENT = {
  schoolStatus: 0,
  studentStatus: 1,
  loginFrom: 1,
  avatar: '/avatars/default.svg',
} as const;

export interface PasswordForm {
  mobile: string;
  code: string;
  password: string;
  /** The reset call may leave it out; registration requires it (schema). */
  confirmPassword?: string;
}

function reject(error: string | null): void {
  if (error) throw new ApiError(400, error);
}

/**
 * SPEC.md §5 with the same validators as the form. Passwords are trimmed like at sign-in, so an
 * accidental space can never make an account impossible to enter.
 */
function checkForm(form: PasswordForm): { mobile: string; code: string; password: string } {
  const mobile = form.mobile.trim();
  const password = form.password.trim();
  reject(validateMobile(mobile));
  reject(validateSmsCode(form.code));
  reject(validatePassword(password));
  if (form.confirmPassword !== undefined)
    reject(validateConfirmPassword(form.confirmPassword.trim(), password));
  return { mobile, code: form.code.trim(), password };
}

export async function register(
  db: Db,
  sms: SmsService,
  form: PasswordForm,
  now: number,
): Promise<RegisterResult> {
  const { mobile, code, password } = checkForm(form);
  return sms.withMobile(mobile, async () => {
    const codeRow = await sms.check(mobile, 'register', code);
    // Hashing takes ~50 ms: outside the transaction, so the database is not held meanwhile.
    const passwordHash = await hashPassword(password);
    try {
      await db.transaction().execute(async (trx) => {
        if ((await findStudentIdByMobile(trx, mobile)) !== undefined) {
          throw new ApiError(409, msg.mobileRegistered);
        }
        await sms.consume(trx, codeRow);
        await insertStudent(trx, {
          username: mobile,
          mobile,
          password_hash: passwordHash,
          real_name: '',
          nick_name: msg.defaultNickName(mobile.slice(-4)),
          avatar: REGISTERED_STUDENT.avatar,
          organization_id: null,
          campus_id: null,
          class_id: null,
          school_status: REGISTERED_STUDENT.schoolStatus,
          student_status: REGISTERED_STUDENT.studentStatus,
          login_from: REGISTERED_STUDENT.loginFrom,
          // No bound school info: the profile gate asks for it at the first sign-in.
          bind_name: null,
          bind_sex: null,
          bind_birthday: null,
          bind_parents_contact: null,
          created_at: now,
        });
      });
    } catch (error) {
      // Another server instance registered the mobile first; the code stays unused.
      if (isUniqueViolation(error)) throw new ApiError(409, msg.mobileRegistered);
      throw error;
    }
    return { username: mobile };
  });
}

/**
 * A new password for the account registered with the mobile; every signed-in device is signed out.
 * Answers the account's id.
 */
export async function resetPasswordByMobile(
  db: Db,
  sms: SmsService,
  form: PasswordForm,
  now: number,
): Promise<number> {
  const { mobile, code, password } = checkForm(form);
  return sms.withMobile(mobile, async () => {
    const codeRow = await sms.check(mobile, 'reset', code);
    const studentId = await findStudentIdByRegisteredMobile(db, mobile);
    if (studentId === undefined) throw new ApiError(404, msg.mobileNotRegistered);
    const passwordHash = await hashPassword(password);
    await db.transaction().execute(async (trx) => {
      await sms.consume(trx, codeRow);
      await updatePasswordHash(trx, studentId, passwordHash);
      await revokeStudentTokens(trx, studentId, now);
    });
    return studentId;
  });
}
