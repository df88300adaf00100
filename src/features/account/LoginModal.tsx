import { Modal } from 'antd';
import { LoginForm } from './LoginForm';
import { LoginIllustration } from './LoginIllustration';
import { accountMessages as t } from './messages';
import { LOGIN_RELOAD_DELAY_MS, reloadPage } from './pageReload';
import './login.css';

export { LOGIN_RELOAD_DELAY_MS } from './pageReload';

interface LoginModalProps {
  open: boolean;
  onClose: () => void;
  /** After success and close; reloads the page so every screen starts as the new user. */
  onSignedIn?: () => void;
}

function reloadSoon() {
  reloadPage(LOGIN_RELOAD_DELAY_MS);
}

export function LoginModal({ open, onClose, onSignedIn = reloadSoon }: LoginModalProps) {
  return (
    <Modal
      open={open}
      onCancel={onClose}
      footer={null}
      destroyOnHidden
      title={t.modalTitle}
      width={440}
      centered
    >
      <div className="login-modal-art">
        <LoginIllustration />
      </div>
      <LoginForm
        autoFocus
        onSuccess={() => {
          onClose();
          onSignedIn();
        }}
      />
    </Modal>
  );
}
