import type { ReactNode } from 'react';
import { Button, Form } from 'antd';
import { SmsCodeType } from '../../../core/accountTypes';
import { useRegisterMutation } from '../../../store/api/accountApi';
import { showLocalError } from '../../../store/api/apiError';
import { PasswordFields } from '../../components/PasswordFields';
import { recheckInvalidFields } from '../../lib/formRules';
import { useMessageApi } from '../../lib/MessageBridge';
import { registerMessages as t } from './messages';
import { MobileCodeFields } from './MobileCodeFields';

interface RegisterValues {
  mobile: string;
  code: string;
  password: string;
  confirmPassword: string;
}

interface RegisterFormProps {
  /** Distinct per mounted form: antd derives the fields' ids from it. */
  formName: string;
  /** The account exists and the success message is showing; `username` signs in. */
  onRegistered: (username: string) => void;
  /** The "already have an account? sign in" line under the button. */
  footer: ReactNode;
  autoFocus?: boolean;
}

/**
 * Registration by mobile (SPEC.md §2 "Registration"): mobile, SMS code with its countdown,
 * password with the strength popup, confirmation. Every rule of §5 is checked before the call.
 */
export function RegisterForm({ formName, onRegistered, footer, autoFocus = false }: RegisterFormProps) {
  const [form] = Form.useForm<RegisterValues>();
  const [register, { isLoading }] = useRegisterMutation();
  const messageApi = useMessageApi();

  const submit = async (values: RegisterValues) => {
    if (isLoading) return;
    try {
      const result = await register({
        mobile: values.mobile.trim(),
        code: values.code.trim(),
        password: values.password,
        confirmPassword: values.confirmPassword,
      }).unwrap();
      messageApi.success(t.registered);
      onRegistered(result.username);
    } catch (error) {
      showLocalError(error, t.registerFailed, messageApi.error);
    }
  };

  return (
    <Form
      form={form}
      name={formName}
      aria-label={t.formName}
      layout="vertical"
      requiredMark={false}
      size="large"
      onFinish={(values) => void submit(values)}
      onValuesChange={recheckInvalidFields(form)}
      className="register-form"
    >
      <MobileCodeFields formName={formName} smsType={SmsCodeType.register} autoFocus={autoFocus} />
      <PasswordFields texts={t.passwordFields} />
      <Button type="primary" htmlType="submit" block loading={isLoading}>
        {isLoading ? t.submitting : t.submit}
      </Button>
      <div className="register-form-footer">{footer}</div>
    </Form>
  );
}
