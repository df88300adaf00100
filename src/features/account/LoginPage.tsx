import { useNavigate } from 'react-router-dom';
import { LoginForm } from './LoginForm';
import { LoginIllustration } from './LoginIllustration';
import { accountMessages as t } from './messages';
import './login.css';

/** /login: a friendly two-panel page around the shared login form. */
export function LoginPage() {
  const navigate = useNavigate();
  return (
    <main className="login-page">
      <div className="login-panel">
        <section className="login-hero">
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
