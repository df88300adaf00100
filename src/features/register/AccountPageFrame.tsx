import type { ReactNode } from 'react';
import { BrandLogo } from '../../components/BrandLogo';
import '../../components/authPage.css';
import './register.css';

interface AccountPageFrameProps {
  title: string;
  subtitle: string;
  children: ReactNode;
}

/** The two-panel frame of /regist and /pass: a friendly greeting beside the form. */
export function AccountPageFrame({ title, subtitle, children }: AccountPageFrameProps) {
  return (
    <main className="auth-page register-page">
      <div className="auth-panel register-panel">
        <section className="auth-hero auth-hero-brand register-hero">
          <h1>{title}</h1>
          <p>{subtitle}</p>
          <svg className="register-hero-art" viewBox="0 0 240 160" aria-hidden="true">
            <rect x="20" y="40" width="200" height="110" rx="18" fill="rgba(255,255,255,0.22)" />
            <rect x="44" y="64" width="70" height="26" rx="8" fill="#ffd166" />
            <rect x="124" y="64" width="72" height="26" rx="8" fill="#7ad3ff" />
            <rect x="44" y="100" width="152" height="26" rx="8" fill="#ffffff" opacity="0.85" />
            <path d="M120 40 C116 22 104 14 92 16 C100 22 108 30 112 40 Z" fill="#b7f5d0" />
            <path d="M120 40 C124 22 136 14 148 16 C140 22 132 30 128 40 Z" fill="#ffffff" />
          </svg>
        </section>
        <section className="register-form-area">
          <div className="register-brand">
            <BrandLogo name="码芽" />
          </div>
          {children}
        </section>
      </div>
    </main>
  );
}
