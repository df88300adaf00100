import { Button, Modal } from 'antd';
import { RegisterForm } from './RegisterForm';
import { registerMessages as t } from './messages';
import './register.css';

export interface RegisterModalProps {
  open: boolean;
  onClose: () => void;
  /** The account exists: the caller opens the login modal (SPEC.md §2 "Modals"). */
  onRegistered: () => void;
  /** "已有账号？去登录"; without it the link leads where a new account would: to the login modal. */
  onLogin?: () => void;
}

/** The register dialog of the question-bank header, for visitors. */
export function RegisterModal({ open, onClose, onRegistered, onLogin = onRegistered }: RegisterModalProps) {
  const toLogin = () => {
    onClose();
    onLogin();
  };
  return (
    <Modal
      open={open}
      onCancel={onClose}
      footer={null}
      destroyOnHidden
      title={t.modalTitle}
      width={460}
      centered
    >
      <RegisterForm
        formName="registerModal"
        autoFocus
        onRegistered={() => {
          onClose();
          onRegistered();
        }}
        footer={
          <>
            {t.haveAccount}
            <Button type="link" onClick={toLogin}>
              {t.toLogin}
            </Button>
          </>
        }
      />
    </Modal>
  );
}
