import { useNavigate } from 'react-router-dom';
import { LoginForm } from './LoginForm';
import { LoginIllustration } from './LoginIllustration';
import { accountMessages as t } from './messages';
import '../../components/authPage.css';
import './login.css';

/** /login: a friendly two-panel page around the shared login form. */
export function LoginPage() {
  const navigate = useNavigate();
  return (
    <main className="auth-page login-page">
      <div className="auth-panel login-panel">
        <section className="auth-hero auth-hero-brand login-hero">
          <h1>{t.welcomeTitle}</h1>
          <p>{t.welcomeSubtitle}</p>
          <LoginIllustration />
        </section>
        <section className="login-form-area">
          <LoginForm autoFocus onSuccess={() => navigate('/home', { replace: true })} />
        </section>
      </div>
    </main>
  );
}
