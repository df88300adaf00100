import { Button, Card, Form, Input, Result } from 'antd';
import { useNavigate } from 'react-router-dom';
import type { UpdatePasswordParams } from '../../../core/accountTypes';
import { validateNewPasswordDiffers, validateOldPassword } from '../../../core/accountValidation';
import { useUpdatePasswordMutation } from '../../../store/api/accountApi';
import { showLocalError } from '../../../store/api/apiError';
import { useAppSelector } from '../../../store/hooks';
import { selectUserInfo } from '../../../store/slices/sessionSlice';
import { PasswordFields } from '../../components/PasswordFields';
import type { OldPasswordCheck } from '../../components/PasswordFields';
import { recheckInvalidFields, ruleOf } from '../../lib/formRules';
import { useMessageApi } from '../../lib/MessageBridge';
import { userCenterMessages as t } from './messages';
import './userCenter.css';

const OLD_PASSWORD: OldPasswordCheck = { field: 'oldPassword', check: validateNewPasswordDiffers };

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
      showLocalError(error, t.passwordFailed, messageApi.error);
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
        onValuesChange={recheckInvalidFields(form)}
      >
        <Form.Item
          name="oldPassword"
          label={t.oldPasswordLabel}
          validateTrigger="onBlur"
          rules={[ruleOf(validateOldPassword)]}
        >
          <Input.Password placeholder={t.oldPasswordPlaceholder} autoComplete="current-password" />
        </Form.Item>
        <PasswordFields texts={t.passwordFields} oldPassword={OLD_PASSWORD} />
        <Button type="primary" htmlType="submit" loading={isLoading}>
          {isLoading ? t.submittingPassword : t.submitPassword}
        </Button>
      </Form>
    </Card>
  );
}
