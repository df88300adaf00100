/**
 * Validation rules of SPEC.md §5 as pure functions, shared by the browser forms and the server.
 * A field validator returns the Chinese message of the first rule it breaks, or null when valid.
 * Form validators return only the failing fields, so `{}` means the form is valid.
 */
import { isValidActivationCode, normalizeActivationCode } from './activationCode';
import * as msg from './validationMessages';
import type { FieldErrors, ValidationResult } from './validationTypes';

export * from './validationMessages';
export * from './validationTypes';
export * from './practiceValidation';
export * from './profileValidation';

export const PASSWORD_MIN_LENGTH = 6;
export const PASSWORD_MAX_LENGTH = 12;
export const SMS_CODE_MAX_LENGTH = 10;
/** 11 digits: a 1, then 3-8, then nine more digits. */
export const MOBILE_PATTERN = /^1[3-8]\d{9}$/;

function isBlank(value: string | null | undefined): boolean {
  return value === null || value === undefined || value.trim() === '';
}

// ---- Registration ----

export function validateUsername(username: string | null | undefined): ValidationResult {
  return isBlank(username) ? msg.USERNAME_REQUIRED : null;
}

export function validatePassword(password: string | null | undefined): ValidationResult {
  if (password === null || password === undefined || password === '') return msg.PASSWORD_REQUIRED;
  if (password.length < PASSWORD_MIN_LENGTH) return msg.PASSWORD_TOO_SHORT;
  if (password.length > PASSWORD_MAX_LENGTH) return msg.PASSWORD_TOO_LONG;
  return null;
}

export function validateConfirmPassword(
  confirmPassword: string | null | undefined,
  password: string | null | undefined,
): ValidationResult {
  if (confirmPassword === null || confirmPassword === undefined || confirmPassword === '') {
    return msg.CONFIRM_PASSWORD_REQUIRED;
  }
  if (confirmPassword.length < PASSWORD_MIN_LENGTH) return msg.PASSWORD_TOO_SHORT;
  return confirmPassword === password ? null : msg.PASSWORD_MISMATCH;
}

export function validateMobile(mobile: string | null | undefined): ValidationResult {
  if (isBlank(mobile)) return msg.MOBILE_REQUIRED;
  return MOBILE_PATTERN.test((mobile ?? '').trim()) ? null : msg.MOBILE_INVALID;
}

export function validateSmsCode(code: string | null | undefined): ValidationResult {
  if (isBlank(code)) return msg.SMS_CODE_REQUIRED;
  return (code ?? '').trim().length > SMS_CODE_MAX_LENGTH ? msg.SMS_CODE_TOO_LONG : null;
}

export interface RegistrationForm {
  mobile: string;
  smsCode: string;
  password: string;
  /** Only checked when the form has the field. */
  confirmPassword?: string;
  /** Only checked when the form has the field. */
  username?: string;
}

export function validateRegistrationForm(form: RegistrationForm): FieldErrors<RegistrationForm> {
  const errors: FieldErrors<RegistrationForm> = {};
  const checks: [keyof RegistrationForm, ValidationResult][] = [
    ['mobile', validateMobile(form.mobile)],
    ['smsCode', validateSmsCode(form.smsCode)],
    ['password', validatePassword(form.password)],
  ];
  if (form.confirmPassword !== undefined) {
    checks.push(['confirmPassword', validateConfirmPassword(form.confirmPassword, form.password)]);
  }
  if (form.username !== undefined) checks.push(['username', validateUsername(form.username)]);
  for (const [field, error] of checks) if (error !== null) errors[field] = error;
  return errors;
}

// ---- Password strength ----

export type PasswordStrengthLevel = 'weak' | 'medium' | 'strong';

export interface PasswordStrength {
  /** One point each: a digit, a lower-case letter, an upper-case letter, a symbol, length ≥ 10. */
  score: number;
  level: PasswordStrengthLevel;
  /** Fill of the strength bar. */
  percent: 33 | 66 | 100;
  label: string;
}

export function passwordStrength(password: string): PasswordStrength {
  const points = [/\d/, /[a-z]/, /[A-Z]/, /[^0-9a-zA-Z]/].filter((pattern) => pattern.test(password)).length;
  const score = points + (password.length >= 10 ? 1 : 0);
  const level: PasswordStrengthLevel = score <= 1 ? 'weak' : score <= 4 ? 'medium' : 'strong';
  const percent = level === 'weak' ? 33 : level === 'medium' ? 66 : 100;
  return { score, level, percent, label: msg.PASSWORD_STRENGTH_LABELS[level] };
}

// ---- Activation code ----

export function validateActivationCode(code: string | null | undefined): ValidationResult {
  if (isBlank(code)) return msg.ACTIVATION_CODE_REQUIRED;
  return isValidActivationCode(normalizeActivationCode(code ?? '')) ? null : msg.ACTIVATION_CODE_INVALID;
}

// ---- Answering a question ----

/** A question's answer as the viewers hold it: a string, or one string per blank for fill-in. */
export type YourAnswer = string | readonly string[] | null | undefined;

export function isAnswered(answer: YourAnswer): boolean {
  if (answer === null || answer === undefined) return false;
  if (typeof answer === 'string') return answer.trim() !== '';
  return answer.some((blank) => blank.trim() !== '');
}

/** Fill-in: every blank must be filled, no more and no fewer than the question's answerCount. */
export function validateFillBlankAnswers(answers: readonly string[], answerCount: number): ValidationResult {
  const filled = answers.filter((blank) => blank.trim() !== '').length;
  return filled === answerCount && answers.length === answerCount ? null : msg.FILL_BLANK_COUNT_MISMATCH;
}

/**
 * Before moving on: something must be answered, and a fill-in answer (an array) must fill exactly
 * `answerCount` blanks. The user stays on the question when this returns a message.
 */
export function validateAnswer(answer: YourAnswer, answerCount?: number): ValidationResult {
  if (!isAnswered(answer)) return msg.ANSWER_REQUIRED;
  if (typeof answer === 'object' && answer !== null && answerCount !== undefined) {
    return validateFillBlankAnswers(answer, answerCount);
  }
  return null;
}

// ---- Link a learning card ----

export function validateLinkCardClass(studentId: string | number | null | undefined): ValidationResult {
  if (studentId === null || studentId === undefined) return msg.LINK_CARD_CLASS_REQUIRED;
  return String(studentId).trim() === '' ? msg.LINK_CARD_CLASS_REQUIRED : null;
}
