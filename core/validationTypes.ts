/** Shapes shared by the validators in core/ (kept apart so the validator files never import each other). */

/** A validator's verdict: the Chinese message to show, or null when the value is fine. */
export type ValidationResult = string | null;

/** The failing fields of a form and their messages; `{}` means the form is valid. */
export type FieldErrors<Form> = Partial<Record<keyof Form, string>>;

/** The first message of several checks, so a field reports one problem at a time. */
export function firstError(...results: ValidationResult[]): ValidationResult {
  return results.find((result) => result !== null) ?? null;
}
