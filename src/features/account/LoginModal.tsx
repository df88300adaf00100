import { Modal } from 'antd';
import { useAppDispatch } from '../../../store/hooks';
import { reloadPage } from '../../../store/thunks/pageReload';
import { LOGIN_RELOAD_DELAY_MS } from '../../lib/pageReload';
import { LoginForm } from './LoginForm';
import { LoginIllustration } from './LoginIllustration';
import { accountMessages as t } from './messages';
import './login.css';

interface LoginModalProps {
  open: boolean;
  onClose: () => void;
  /** After success and close; reloads the page so every screen starts as the new user. */
  onSignedIn?: () => void;
}

export function LoginModal({ open, onClose, onSignedIn }: LoginModalProps) {
  const dispatch = useAppDispatch();
  const signedIn = onSignedIn ?? (() => dispatch(reloadPage(LOGIN_RELOAD_DELAY_MS)));
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
          signedIn();
        }}
      />
    </Modal>
  );
}
