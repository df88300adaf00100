import { useState } from 'react';
import { Form, Input } from 'antd';
import { PASSWORD_MAX_LENGTH, validatePassword } from '../../../core/validation';
import { PasswordStrengthPopover } from '../../components/PasswordStrength';
import { confirmRule, ruleOf } from './formRules';
import { registerMessages as t } from './messages';

interface PasswordFieldsProps {
  passwordLabel: string;
}

/**
 * Password (with the strength popup while it has the focus) and its confirmation, SPEC.md §5:
 * 6-12 characters, both required, equal.
 */
export function PasswordFields({ passwordLabel }: PasswordFieldsProps) {
  const password = Form.useWatch<string | undefined>('password') ?? '';
  const [focused, setFocused] = useState(false);
  return (
    <>
      <PasswordStrengthPopover password={password} open={focused}>
        <Form.Item
          name="password"
          label={passwordLabel}
          validateTrigger="onBlur"
          rules={[ruleOf(validatePassword)]}
        >
          <Input.Password
            maxLength={PASSWORD_MAX_LENGTH}
            placeholder={t.passwordPlaceholder}
            autoComplete="new-password"
            onFocus={() => setFocused(true)}
            onBlur={() => setFocused(false)}
          />
        </Form.Item>
      </PasswordStrengthPopover>
      <Form.Item
        name="confirmPassword"
        label={t.confirmPasswordLabel}
        dependencies={['password']}
        validateTrigger="onBlur"
        rules={[confirmRule('password')]}
      >
        <Input.Password
          maxLength={PASSWORD_MAX_LENGTH}
          placeholder={t.confirmPasswordPlaceholder}
          autoComplete="new-password"
        />
      </Form.Item>
    </>
  );
}
