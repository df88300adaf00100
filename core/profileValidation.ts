/**
 * The forced profile-completion form (SPEC.md §3 "Profile form", §5): name, sex, student ID number
 * (sent as parentsContactWay) and a birth month picked from fixed year and month options.
 */
import * as msg from './validationMessages';
import type { FieldErrors, ValidationResult } from './validationTypes';

export const BIRTH_YEAR_MIN = 1995;
export const BIRTH_YEAR_MAX = 2015;
export const SEX_OPTIONS = ['男', '女'] as const;
export type Sex = (typeof SEX_OPTIONS)[number];
export const DEFAULT_SEX: Sex = '男';

export interface ProfileForm {
  name: string;
  sex: string;
  /** Labelled "学号" in the form; the wire keeps the field name parentsContactWay. */
  parentsContactWay: string;
  /** YYYY-MM-01 */
  birthDayStr: string;
}

function isBlank(value: string | null | undefined): boolean {
  return value === null || value === undefined || value.trim() === '';
}

export function validateProfileName(name: string | null | undefined): ValidationResult {
  return isBlank(name) ? msg.PROFILE_NAME_REQUIRED : null;
}

export function validateProfileSex(sex: string | null | undefined): ValidationResult {
  return (SEX_OPTIONS as readonly string[]).includes(sex ?? '') ? null : msg.PROFILE_SEX_REQUIRED;
}

export function validateStudentNumber(studentNumber: string | null | undefined): ValidationResult {
  return isBlank(studentNumber) ? msg.PROFILE_STUDENT_NUMBER_REQUIRED : null;
}

/** Year options of the birth picker, oldest first. */
export function birthYearOptions(): number[] {
  const years: number[] = [];
  for (let year = BIRTH_YEAR_MIN; year <= BIRTH_YEAR_MAX; year += 1) years.push(year);
  return years;
}

/** Month options "01" … "12". */
export function birthMonthOptions(): string[] {
  return Array.from({ length: 12 }, (_, index) => String(index + 1).padStart(2, '0'));
}

/** The wire value for a picked year and month: the first day of that month. */
export function toBirthDayStr(year: number, month: number | string): string {
  return `${year}-${String(month).padStart(2, '0')}-01`;
}

export function validateBirthDayStr(birthDayStr: string | null | undefined): ValidationResult {
  const match = /^(\d{4})-(\d{2})-01$/.exec(birthDayStr ?? '');
  if (!match) return msg.PROFILE_BIRTHDAY_INVALID;
  const year = Number(match[1]);
  const month = Number(match[2]);
  const inRange = year >= BIRTH_YEAR_MIN && year <= BIRTH_YEAR_MAX && month >= 1 && month <= 12;
  return inRange ? null : msg.PROFILE_BIRTHDAY_INVALID;
}

function calendarDay(date: Date): number {
  return date.getFullYear() * 10000 + (date.getMonth() + 1) * 100 + date.getDate();
}

/**
 * Date pickers disable every day later than yesterday. `today` is passed in so the rule is
 * testable and the server can use its own clock; days compare in local calendar time.
 */
export function isBirthDateDisabled(candidate: Date, today: Date): boolean {
  return calendarDay(candidate) >= calendarDay(today);
}

export function validateProfileForm(form: ProfileForm): FieldErrors<ProfileForm> {
  const errors: FieldErrors<ProfileForm> = {};
  const checks: [keyof ProfileForm, ValidationResult][] = [
    ['name', validateProfileName(form.name)],
    ['sex', validateProfileSex(form.sex)],
    ['parentsContactWay', validateStudentNumber(form.parentsContactWay)],
    ['birthDayStr', validateBirthDayStr(form.birthDayStr)],
  ];
  for (const [field, error] of checks) if (error !== null) errors[field] = error;
  return errors;
}
