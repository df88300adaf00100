/**
 * The bank and knowledge-point practice form (SPEC.md §5): one count per question type, each
 * between 0 and the number available; at least one type other than essay must be asked for.
 */
import * as msg from './validationMessages';
import type { FieldErrors, ValidationResult } from './validationTypes';

/** The six per-type counts, named as on the wire (getPracticeBatchInfo and the bank item). */
export const PRACTICE_COUNT_KEYS = [
  'multipleChoiceCount',
  'multipleSelectionCount',
  'trueFalseCount',
  'fillsCount',
  'essayCount',
  'programmingCount',
] as const;

export type PracticeCountKey = (typeof PRACTICE_COUNT_KEYS)[number];

/** Counts the user asked for; an empty input arrives as null. */
export type PracticeCountsInput = Partial<Record<PracticeCountKey, number | string | null>>;
/** How many questions of each type the bank or knowledge point holds. */
export type PracticeAvailable = Partial<Record<PracticeCountKey, number>>;

/** The essay count does not satisfy the "ask for something" rule: SPEC.md §5 leaves it out. */
const SELECTION_KEYS: readonly PracticeCountKey[] = PRACTICE_COUNT_KEYS.filter((key) => key !== 'essayCount');

function toCount(value: number | string | null | undefined): number | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string' && value.trim() === '') return null;
  const count = Number(value);
  return Number.isFinite(count) ? count : null;
}

/** One count input: required and numeric, a whole number, 0 ≤ count ≤ available. */
export function validatePracticeCount(
  value: number | string | null | undefined,
  available: number,
): ValidationResult {
  const count = toCount(value);
  if (count === null) return msg.FIELD_REQUIRED;
  if (!Number.isInteger(count)) return msg.PRACTICE_COUNT_NOT_INTEGER;
  if (count < 0) return msg.PRACTICE_COUNT_NEGATIVE;
  if (count > available) return msg.practiceCountMaxMessage(available);
  return null;
}

/** Only types with questions are shown in the dialog, so only those are checked. */
export function shownPracticeCountKeys(available: PracticeAvailable): PracticeCountKey[] {
  return PRACTICE_COUNT_KEYS.filter((key) => (available[key] ?? 0) > 0);
}

/** False when every count except essay is zero: the request would ask for nothing. */
export function hasPracticeSelection(counts: PracticeCountsInput): boolean {
  return SELECTION_KEYS.some((key) => (toCount(counts[key]) ?? 0) > 0);
}

export interface PracticeFormErrors {
  fields: FieldErrors<Record<PracticeCountKey, unknown>>;
  /** The whole-form message ("please enter the number of question types…"), shown once. */
  form: ValidationResult;
}

export function validatePracticeForm(
  counts: PracticeCountsInput,
  available: PracticeAvailable,
): PracticeFormErrors {
  const fields: PracticeFormErrors['fields'] = {};
  for (const key of shownPracticeCountKeys(available)) {
    const error = validatePracticeCount(counts[key], available[key] ?? 0);
    if (error !== null) fields[key] = error;
  }
  // Field problems are shown first; the whole-form message only once every field is acceptable.
  const asksForNothing = Object.keys(fields).length === 0 && !hasPracticeSelection(counts);
  const form = asksForNothing ? msg.PRACTICE_TYPES_REQUIRED : null;
  return { fields, form };
}

export function isPracticeFormValid(errors: PracticeFormErrors): boolean {
  return errors.form === null && Object.keys(errors.fields).length === 0;
}
