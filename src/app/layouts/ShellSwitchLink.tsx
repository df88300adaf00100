import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

/**
 * The header's way to the other half of the product (the student shell and the question bank),
 * written out in words beside its icon so a child who cannot read pictures of text still finds it.
 */
export function ShellSwitchLink({ to, icon, label }: { to: string; icon: ReactNode; label: string }) {
  return (
    <Link to={to} className="shell-switch-link">
      <span aria-hidden="true">{icon}</span>
      <span>{label}</span>
    </Link>
  );
}
