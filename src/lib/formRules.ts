import type { FormInstance } from 'antd';
import type { ValidationResult } from '../../core/validation';
import { validateConfirmPassword } from '../../core/validation';

/** A core validator as an antd Form rule: the same messages as the server's. */
export function ruleOf(check: (value: string | undefined) => ValidationResult) {
  return {
    validator: (_rule: unknown, value: string | undefined) => {
      const error = check(value);
      return error ? Promise.reject(new Error(error)) : Promise.resolve();
    },
  };
}

/** The confirmation is checked against the password field as it is now. */
export function confirmRule(passwordField: string) {
  return ({ getFieldValue }: Pick<FormInstance, 'getFieldValue'>) =>
    ruleOf((value) => validateConfirmPassword(value, getFieldValue(passwordField) as string | undefined));
}

/**
 * Fields are checked when left (onBlur), so nobody is scolded mid-typing; a field already showing
 * an error is checked again on every change, so the message goes away as soon as it is fixed.
 */
export function recheckInvalidFields(form: FormInstance) {
  return (changed: Record<string, unknown>) => {
    const invalid = Object.keys(changed).filter((name) => form.getFieldError(name).length > 0);
    if (invalid.length > 0) void form.validateFields(invalid).catch(() => undefined);
  };
}
