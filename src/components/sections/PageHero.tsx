import type { ReactNode } from 'react';
import './sections.css';

interface PageHeroProps {
  title: ReactNode;
  intro: ReactNode;
  /** Before the title, e.g. the student a timeline is of. */
  leading?: ReactNode;
  className?: string;
  /** On the right: the page's own links or badges. */
  children?: ReactNode;
}

/** The bright band at the top of a works or creation page: its title, a line for the child, links. */
export function PageHero({ title, intro, leading, className, children }: PageHeroProps) {
  return (
    <header className={className ? `page-hero ${className}` : 'page-hero'}>
      {leading}
      <div className="page-hero-text">
        <h1>{title}</h1>
        <p>{intro}</p>
      </div>
      {children}
    </header>
  );
}
