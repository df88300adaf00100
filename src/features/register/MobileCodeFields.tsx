import { Form, Input } from 'antd';
import type { SmsCodeType } from '../../../core/accountTypes';
import { SMS_CODE_MAX_LENGTH, validateMobile, validateSmsCode } from '../../../core/validation';
import { ruleOf } from '../../lib/formRules';
import { registerMessages as t } from './messages';
import { SmsCodeButton } from './SmsCodeButton';

interface MobileCodeFieldsProps {
  /** The form's name: antd builds the fields' ids from it. */
  formName: string;
  smsType: SmsCodeType;
  autoFocus?: boolean;
}

/** Mobile and SMS code with its countdown button (SPEC.md §5: 11 digits 1[3-8]…, code ≤ 10). */
export function MobileCodeFields({ formName, smsType, autoFocus = false }: MobileCodeFieldsProps) {
  const form = Form.useFormInstance();
  const validMobile = () =>
    form
      .validateFields(['mobile'])
      .then((values: { mobile?: string }) => values.mobile?.trim() ?? null)
      .catch(() => null);

  return (
    <>
      <Form.Item
        name="mobile"
        label={t.mobileLabel}
        validateTrigger="onBlur"
        rules={[ruleOf(validateMobile)]}
      >
        <Input
          inputMode="numeric"
          maxLength={11}
          placeholder={t.mobilePlaceholder}
          autoComplete="tel"
          autoFocus={autoFocus}
        />
      </Form.Item>
      <Form.Item label={t.codeLabel} htmlFor={`${formName}_code`} required>
        <div className="register-code-row">
          <Form.Item name="code" noStyle validateTrigger="onBlur" rules={[ruleOf(validateSmsCode)]}>
            <Input
              inputMode="numeric"
              maxLength={SMS_CODE_MAX_LENGTH}
              placeholder={t.codePlaceholder}
              autoComplete="one-time-code"
            />
          </Form.Item>
          <SmsCodeButton type={smsType} getMobile={validMobile} />
        </div>
      </Form.Item>
    </>
  );
}
