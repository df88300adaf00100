import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import type { LoginResult } from '../../../core/types';
import { useLoginMutation, useTikuLoginMutation } from '../../../store/api/authApi';
import { isApiError, showLocalError } from '../../../store/api/apiError';
import { useAppDispatch } from '../../../store/hooks';
import { loggedIn } from '../../../store/slices/sessionSlice';
import { useMessageApi } from '../../lib/MessageBridge';
import { accountMessages as t } from './messages';
import './login.css';

/** Where an expired account is told what happened (SPEC.md §2 "/accountEnd"). */
const ACCOUNT_END_PATH = '/accountEnd';

interface LoginFormProps {
  /** Called after the session holds the new user; the page navigates, the modal reloads. */
  onSuccess: (result: LoginResult) => void;
  autoFocus?: boolean;
  /** Which sign-in call: the student site's (default) or the question bank's signed one. */
  via?: 'student' | 'questionBank';
}

/**
 * The one sign-in form, shared by the login page and the login modal. Plain form elements (styled
 * in login.css) keep the login page's initial JS small; Enter submits natively.
 */
export function LoginForm({ onSuccess, autoFocus = false, via = 'student' }: LoginFormProps) {
  const [studentLogin, student] = useLoginMutation();
  const [questionBankLogin, questionBank] = useTikuLoginMutation();
  const login = via === 'questionBank' ? questionBankLogin : studentLogin;
  const isLoading = student.isLoading || questionBank.isLoading;
  const dispatch = useAppDispatch();
  const messageApi = useMessageApi();
  const navigate = useNavigate();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [showPassword, setShowPassword] = useState(false);
  const id = useId();

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isLoading) return;
    // SPEC.md §5: login trims username and password; the server names any missing field.
    const params = { username: username.trim(), password: password.trim() };
    try {
      const result = await login(params).unwrap();
      messageApi.success(t.loginSuccess);
      dispatch(loggedIn(result));
      onSuccess(result);
    } catch (error) {
      // The one refusal of a correct password: the account has ended (its message is already shown).
      if (isApiError(error) && error.errorCode === 'ACCOUNT_EXPIRED') {
        navigate(ACCOUNT_END_PATH);
        return;
      }
      showLocalError(error, t.loginFailed, messageApi.error);
    }
  };

  return (
    <div className="login-form">
      <div role="tablist" className="login-tabs">
        <button type="button" role="tab" id={`${id}-tab`} aria-selected="true" aria-controls={`${id}-panel`}>
          {t.tabAccount}
        </button>
      </div>
      <form
        role="tabpanel"
        id={`${id}-panel`}
        aria-labelledby={`${id}-tab`}
        onSubmit={(event) => void submit(event)}
        noValidate
      >
        <label className="login-field" htmlFor={`${id}-username`}>
          <span>{t.usernameLabel}</span>
          <input
            id={`${id}-username`}
            className="login-input"
            name="username"
            value={username}
            onChange={(event) => setUsername(event.target.value)}
            placeholder={t.usernamePlaceholder}
            autoComplete="username"
            autoFocus={autoFocus}
          />
        </label>
        {/* The show/hide toggle sits outside the label so the field is named just "密码". */}
        <div className="login-field">
          <label htmlFor={`${id}-password`}>{t.passwordLabel}</label>
          <span className="login-password">
            <input
              id={`${id}-password`}
              className="login-input"
              name="password"
              type={showPassword ? 'text' : 'password'}
              value={password}
              onChange={(event) => setPassword(event.target.value)}
              placeholder={t.passwordPlaceholder}
              autoComplete="current-password"
            />
            <button
              type="button"
              className="login-password-toggle"
              aria-pressed={showPassword}
              onClick={() => setShowPassword((shown) => !shown)}
            >
              {showPassword ? t.hidePassword : t.showPassword}
            </button>
          </span>
        </div>
        <button type="submit" className="login-submit" disabled={isLoading} aria-busy={isLoading}>
          {isLoading ? t.submitting : t.submit}
        </button>
      </form>
      <p className="login-links">
        <Link to="/pass">{t.forgotPassword}</Link>
        <span>
          {t.noAccount}
          <Link to="/regist">{t.registerNow}</Link>
        </span>
      </p>
    </div>
  );
}
