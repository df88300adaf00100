import { useState } from 'react';
import { Form, Input } from 'antd';
import type { ValidationResult } from '../../core/validation';
import { PASSWORD_MAX_LENGTH, firstError, validatePassword } from '../../core/validation';
import { confirmRule, ruleOf } from '../lib/formRules';
import { PasswordStrengthPopover } from './PasswordStrength';

/** The labels and placeholders of the two fields; each screen words them its own way. */
export interface PasswordFieldsTexts {
  passwordLabel: string;
  passwordPlaceholder: string;
  confirmLabel: string;
  confirmPlaceholder: string;
}

/**
 * Changing a password: the field holding the old one and the check the new one must pass against
 * it. Passed in, so the screens that set a first password do not load that check.
 */
export interface OldPasswordCheck {
  field: string;
  check: (password: string | undefined, oldPassword: string | undefined) => ValidationResult;
}

interface PasswordFieldsProps {
  texts: PasswordFieldsTexts;
  oldPassword?: OldPasswordCheck;
}

/**
 * Password (with the strength popup while it has the focus) and its confirmation, SPEC.md §5:
 * 6-12 characters, both required, equal. The fields are named `password` and `confirmPassword`.
 */
export function PasswordFields({ texts, oldPassword }: PasswordFieldsProps) {
  const password = Form.useWatch<string | undefined>('password') ?? '';
  const [focused, setFocused] = useState(false);
  return (
    <>
      <PasswordStrengthPopover password={password} open={focused}>
        <Form.Item
          name="password"
          label={texts.passwordLabel}
          dependencies={oldPassword ? [oldPassword.field] : undefined}
          validateTrigger="onBlur"
          rules={[
            oldPassword
              ? ({ getFieldValue }) =>
                  ruleOf((value) =>
                    firstError(
                      validatePassword(value),
                      oldPassword.check(value, getFieldValue(oldPassword.field) as string | undefined),
                    ),
                  )
              : ruleOf(validatePassword),
          ]}
        >
          <Input.Password
            maxLength={PASSWORD_MAX_LENGTH}
            placeholder={texts.passwordPlaceholder}
            autoComplete="new-password"
            onFocus={() => setFocused(true)}
            onBlur={() => setFocused(false)}
          />
        </Form.Item>
      </PasswordStrengthPopover>
      <Form.Item
        name="confirmPassword"
        label={texts.confirmLabel}
        dependencies={['password']}
        validateTrigger="onBlur"
        rules={[confirmRule('password')]}
      >
        <Input.Password
          maxLength={PASSWORD_MAX_LENGTH}
          placeholder={texts.confirmPlaceholder}
          autoComplete="new-password"
        />
      </Form.Item>
    </>
  );
}
