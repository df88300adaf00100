/**
 * Rules of the account screens beyond SPEC.md §5's registration rules (which live in
 * validation.ts): password change, nickname and avatar files. Shared by the forms and the server.
 */
import { AVATAR_MAX_BYTES, AVATAR_MIME_TYPES, NICKNAME_MAX_LENGTH } from './accountTypes';
import type { ValidationResult } from './validationTypes';

export const OLD_PASSWORD_REQUIRED = '原密码不能为空';
export const NEW_PASSWORD_SAME_AS_OLD = '新密码不能与原密码相同';
export const NICKNAME_REQUIRED = '昵称不能为空';
export const NICKNAME_TOO_LONG = `昵称不能超过${NICKNAME_MAX_LENGTH}个字`;
export const AVATAR_NOT_IMAGE = '头像只能是 PNG、JPG、GIF 或 WebP 图片';
export const AVATAR_TOO_LARGE = `头像图片不能超过 ${AVATAR_MAX_BYTES / 1024 / 1024} MB`;

export function validateOldPassword(oldPassword: string | null | undefined): ValidationResult {
  return oldPassword === null || oldPassword === undefined || oldPassword.trim() === ''
    ? OLD_PASSWORD_REQUIRED
    : null;
}

/** Checked after the new password's own rules, so only a valid new password meets this one. */
export function validateNewPasswordDiffers(
  password: string | null | undefined,
  oldPassword: string | null | undefined,
): ValidationResult {
  if (!password || !oldPassword) return null;
  return password.trim() === oldPassword.trim() ? NEW_PASSWORD_SAME_AS_OLD : null;
}

/** Counted in characters as a reader sees them (an emoji is one). */
export function validateNickName(nickName: string | null | undefined): ValidationResult {
  const trimmed = nickName?.trim() ?? '';
  if (trimmed === '') return NICKNAME_REQUIRED;
  return Array.from(trimmed).length > NICKNAME_MAX_LENGTH ? NICKNAME_TOO_LONG : null;
}

/** The browser's first look at a chosen file; the server sniffs the bytes again. */
export function validateAvatarFile(file: { type: string; size: number }): ValidationResult {
  if (!(AVATAR_MIME_TYPES as readonly string[]).includes(file.type)) return AVATAR_NOT_IMAGE;
  return file.size > AVATAR_MAX_BYTES ? AVATAR_TOO_LARGE : null;
}
