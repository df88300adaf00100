import { Button, Form } from 'antd';
import { Link, Navigate, useNavigate } from 'react-router-dom';
import { SmsCodeType } from '../../../core/accountTypes';
import type { ResetByMobileParams } from '../../../core/accountTypes';
import { useResetPasswordByMobileMutation } from '../../../store/api/accountApi';
import { showLocalError } from '../../../store/api/apiError';
import { useAppSelector } from '../../../store/hooks';
import { selectIsSignedIn } from '../../../store/slices/sessionSlice';
import { PasswordFields } from '../../components/PasswordFields';
import { recheckInvalidFields } from '../../lib/formRules';
import { useMessageApi } from '../../lib/MessageBridge';
import { AccountPageFrame } from './AccountPageFrame';
import { MobileCodeFields } from './MobileCodeFields';
import { registerMessages as t } from './messages';

const FORM_NAME = 'resetPassword';

/** /pass: a new password for a registered mobile, proved by an SMS code; then sign in again. */
export default function ResetPasswordPage() {
  const [form] = Form.useForm<ResetByMobileParams>();
  const [reset, { isLoading }] = useResetPasswordByMobileMutation();
  const messageApi = useMessageApi();
  const navigate = useNavigate();
  const signedIn = useAppSelector(selectIsSignedIn);
  if (signedIn) return <Navigate to="/home" replace />;

  const submit = async (values: ResetByMobileParams) => {
    if (isLoading) return;
    try {
      await reset({
        mobile: values.mobile.trim(),
        code: values.code.trim(),
        password: values.password,
        confirmPassword: values.confirmPassword,
      }).unwrap();
      messageApi.success(t.resetDone);
      navigate('/login', { replace: true });
    } catch (error) {
      showLocalError(error, t.resetFailed, messageApi.error);
    }
  };

  return (
    <AccountPageFrame title={t.resetHeroTitle} subtitle={t.resetHeroSubtitle}>
      <Form
        form={form}
        name={FORM_NAME}
        aria-label={t.resetFormName}
        layout="vertical"
        requiredMark={false}
        size="large"
        onFinish={(values) => void submit(values)}
        onValuesChange={recheckInvalidFields(form)}
      >
        <MobileCodeFields formName={FORM_NAME} smsType={SmsCodeType.resetPassword} autoFocus />
        <PasswordFields texts={t.resetPasswordFields} />
        <Button type="primary" htmlType="submit" block loading={isLoading}>
          {isLoading ? t.resetSubmitting : t.resetSubmit}
        </Button>
        <div className="register-form-footer">
          <span>
            <Link to="/login">{t.toLogin}</Link>
          </span>
          <span>
            {t.noAccount}
            <Link to="/regist">{t.toRegister}</Link>
          </span>
        </div>
      </Form>
    </AccountPageFrame>
  );
}
