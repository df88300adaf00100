import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

/** An ad opens its page: an app path in this tab, another site in a new one. */
export function AdLink({
  href,
  label,
  className,
  children,
}: {
  href: string;
  label: string;
  className?: string;
  children: ReactNode;
}) {
  if (href.startsWith('/') && !href.startsWith('//')) {
    return (
      <Link to={href} className={className} aria-label={label}>
        {children}
      </Link>
    );
  }
  if (!/^https?:\/\//i.test(href)) {
    return <span className={className}>{children}</span>;
  }
  return (
    <a href={href} className={className} aria-label={label} target="_blank" rel="noopener noreferrer">
      {children}
    </a>
  );
}
