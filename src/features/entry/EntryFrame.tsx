import type { ReactNode } from 'react';
import { BrandLogo } from '../../components/BrandLogo';
import { PLATFORM_NAME } from '../../lib/platform';
import '../../components/authPage.css';
import './entry.css';

interface EntryFrameProps {
  heroTitle: string;
  heroText: string;
  /** The picture under the hero text. */
  art: ReactNode;
  /** `warm` for notices that something ended, the brand green otherwise. */
  tone?: 'brand' | 'warm';
  children: ReactNode;
}

const heroToneClass = { brand: 'auth-hero-brand', warm: 'entry-hero-warm' } as const;

/** The two-panel frame of the public entries, in the login page's look. */
export function EntryFrame({ heroTitle, heroText, art, tone = 'brand', children }: EntryFrameProps) {
  return (
    <main className="auth-page entry-page">
      <div className="auth-panel entry-panel">
        <section className={`auth-hero entry-hero ${heroToneClass[tone]}`}>
          <h1>{heroTitle}</h1>
          <p>{heroText}</p>
          <div className="entry-art">{art}</div>
        </section>
        <section className="entry-body">
          <div className="entry-brand">
            <BrandLogo name={PLATFORM_NAME} size={32} />
          </div>
          {children}
        </section>
      </div>
    </main>
  );
}
