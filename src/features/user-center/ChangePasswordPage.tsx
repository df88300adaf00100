import { useState } from 'react';
import { Button, Card, Form, Input, Result } from 'antd';
import { useNavigate } from 'react-router-dom';
import type { UpdatePasswordParams } from '../../../core/accountTypes';
import { validateNewPasswordDiffers, validateOldPassword } from '../../../core/accountValidation';
import type { ValidationResult } from '../../../core/validation';
import {
  PASSWORD_MAX_LENGTH,
  firstError,
  validateConfirmPassword,
  validatePassword,
} from '../../../core/validation';
import { useUpdatePasswordMutation } from '../../../store/api/accountApi';
import { errorText, isApiError, isHandledGlobally } from '../../../store/api/apiError';
import { useAppSelector } from '../../../store/hooks';
import { selectUserInfo } from '../../../store/slices/sessionSlice';
import { useMessageApi } from '../../app/MessageBridge';
import { PasswordStrengthPopover } from '../../components/PasswordStrength';
import { userCenterMessages as t } from './messages';
import './userCenter.css';

function ruleOf(check: (value: string | undefined) => ValidationResult) {
  return {
    validator: (_rule: unknown, value: string | undefined) => {
      const error = check(value);
      return error ? Promise.reject(new Error(error)) : Promise.resolve();
    },
  };
}

/**
 * /change-pass (SPEC.md §6: accounts outside a school). The old password is required; on success
 * the server signs out every other device, and this one stays signed in.
 */
export default function ChangePasswordPage() {
  const user = useAppSelector(selectUserInfo);
  const [form] = Form.useForm<UpdatePasswordParams>();
  const [updatePassword, { isLoading }] = useUpdatePasswordMutation();
  const messageApi = useMessageApi();
  const navigate = useNavigate();
  const password = Form.useWatch('password', form) ?? '';
  const [focused, setFocused] = useState(false);

  if (user?.schoolStatus === 1) {
    return (
      <Result
        status="info"
        title={t.schoolAccountTitle}
        subTitle={t.schoolAccountHint}
        extra={<Button onClick={() => navigate('/userCenter')}>{t.backToUserCenter}</Button>}
      />
    );
  }

  const submit = async (values: UpdatePasswordParams) => {
    if (isLoading) return;
    try {
      await updatePassword(values).unwrap();
      messageApi.success(t.passwordChanged);
      form.resetFields();
    } catch (error) {
      if (isApiError(error) && isHandledGlobally(error)) return;
      messageApi.error(errorText(error, t.passwordFailed));
    }
  };

  return (
    <Card title={t.changePasswordTitle} className="user-center-card change-password">
      <Form
        form={form}
        name="changePassword"
        aria-label={t.changePasswordFormName}
        layout="vertical"
        requiredMark={false}
        onFinish={(values) => void submit(values)}
        // Checked when a field is left; a field showing an error is checked again as it is fixed.
        onValuesChange={(changed: Record<string, unknown>) => {
          const invalid = (Object.keys(changed) as (keyof UpdatePasswordParams)[]).filter(
            (name) => form.getFieldError(name).length > 0,
          );
          if (invalid.length > 0) void form.validateFields(invalid).catch(() => undefined);
        }}
      >
        <Form.Item
          name="oldPassword"
          label={t.oldPasswordLabel}
          validateTrigger="onBlur"
          rules={[ruleOf(validateOldPassword)]}
        >
          <Input.Password placeholder={t.oldPasswordPlaceholder} autoComplete="current-password" />
        </Form.Item>
        <PasswordStrengthPopover password={password} open={focused}>
          <Form.Item
            name="password"
            label={t.newPasswordLabel}
            dependencies={['oldPassword']}
            validateTrigger="onBlur"
            rules={[
              ({ getFieldValue }) =>
                ruleOf((value) =>
                  firstError(
                    validatePassword(value),
                    validateNewPasswordDiffers(value, getFieldValue('oldPassword') as string | undefined),
                  ),
                ),
            ]}
          >
            <Input.Password
              maxLength={PASSWORD_MAX_LENGTH}
              placeholder={t.newPasswordPlaceholder}
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
          rules={[
            ({ getFieldValue }) =>
              ruleOf((value) =>
                validateConfirmPassword(value, getFieldValue('password') as string | undefined),
              ),
          ]}
        >
          <Input.Password
            maxLength={PASSWORD_MAX_LENGTH}
            placeholder={t.confirmPasswordPlaceholder}
            autoComplete="new-password"
          />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={isLoading}>
          {isLoading ? t.submittingPassword : t.submitPassword}
        </Button>
      </Form>
    </Card>
  );
}
