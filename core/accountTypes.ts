/**
 * Wire contract of the account self-service calls (SPEC.md §7 "Registration" and the student API
 * list): SMS codes, registration, password reset by mobile, password change, avatar and nickname.
 * Figures both sides must agree on live here too, so the form and the server cannot drift apart.
 */
import type { UserInfo } from './types';

export const accountPaths = {
  /** `GET …/{mobile}?type=`; see `SmsCodeType`. */
  sendSms: (mobile: string) => `/api/common/captcha/sendSms/${encodeURIComponent(mobile)}`,
  register: '/api/v3/student/register',
  resetByMobile: '/api/user/resetByMobile',
  updatePassword: '/api/v3/student/updatePassword',
  /** Multipart, field `file`: an image of the caller's; answers its URL. */
  uploadImage: '/api/v3/student/upload2AliOss',
  updateAvatar: '/api/v3/student/updateAvatar',
  updateNickName: '/api/v3/student/updateNickName',
} as const;

/** `type` of sendSms: 0 signs up a new mobile (SPEC.md §7), 1 resets the password of a registered one. */
export const SmsCodeType = { register: 0, resetPassword: 1 } as const;
export type SmsCodeType = (typeof SmsCodeType)[keyof typeof SmsCodeType];

/** SPEC.md §9: the SMS button counts down this long before a new code may be asked for. */
export const SMS_RESEND_SECONDS = 60;
export const SMS_CODE_LENGTH = 6;
export const SMS_CODE_TTL_MINUTES = 10;

/** Avatars: small raster images only (an SVG could carry script). */
export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;
export const AVATAR_MIME_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'] as const;

export const NICKNAME_MAX_LENGTH = 16;

export interface SendSmsResult {
  /** How long the code is valid. */
  expiresInSeconds: number;
  /** When the next code may be asked for (the countdown of the button). */
  resendAfterSeconds: number;
}

export interface RegisterParams {
  mobile: string;
  code: string;
  password: string;
  confirmPassword: string;
}

export interface RegisterResult {
  /** The new account signs in with this (its mobile). */
  username: string;
}

export interface ResetByMobileParams {
  mobile: string;
  code: string;
  password: string;
  confirmPassword: string;
}

export interface UpdatePasswordParams {
  oldPassword: string;
  password: string;
  confirmPassword: string;
}

export interface UploadImageResult {
  url: string;
}

export interface UpdateAvatarParams {
  /** A URL answered by uploadImage for the caller. */
  avatar: string;
}

export interface UpdateNickNameParams {
  nickName: string;
}

/** updateAvatar and updateNickName answer the refreshed user, so the stored one can follow. */
export type AccountUserResult = UserInfo;
