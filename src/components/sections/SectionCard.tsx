import type { ReactNode } from 'react';
import { RightOutlined } from '@ant-design/icons';
import { Link } from 'react-router-dom';
import { sectionMessages as t } from './messages';
import './sections.css';

type Tone = 'green' | 'orange' | 'blue' | 'purple' | 'pink' | 'yellow';

interface SectionCardProps {
  /** Names the heading (`<id>-title`) and the section's class. */
  id: string;
  title: ReactNode;
  icon?: ReactNode;
  tone?: Tone;
  /** Right of the title: filters, a count, a "更多" link. */
  extra?: ReactNode;
  className?: string;
  children: ReactNode;
}

/** One card of the dashboard: a titled region with a coloured icon. */
export function SectionCard({
  id,
  title,
  icon,
  tone = 'green',
  extra,
  className,
  children,
}: SectionCardProps) {
  const headingId = `${id}-title`;
  return (
    <section
      className={['home-card', `home-card-${tone}`, id, className].filter(Boolean).join(' ')}
      aria-labelledby={headingId}
    >
      <header className="home-card-head">
        <h2 id={headingId}>
          {icon && (
            <span className="home-card-icon" aria-hidden="true">
              {icon}
            </span>
          )}
          {title}
        </h2>
        {extra && <div className="home-card-extra">{extra}</div>}
      </header>
      <div className="home-card-body">{children}</div>
    </section>
  );
}

/** "更多 >" to a page with the whole list. */
export function MoreLink({ to, what }: { to: string; what: string }) {
  return (
    <Link to={to} className="home-more" aria-label={t.moreLabel(what)}>
      {t.more}
      <RightOutlined />
    </Link>
  );
}
