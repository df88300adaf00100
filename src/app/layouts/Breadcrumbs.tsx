import { Link } from 'react-router-dom';
import { appMessages } from '../messages';
import type { Crumb } from '../../lib/routes';

/** SPEC.md §2 breadcrumbs, as a plain list: every page pays for the shell's code. */
export function Breadcrumbs({ crumbs, className }: { crumbs: readonly Crumb[]; className?: string }) {
  return (
    <nav aria-label={appMessages.header.breadcrumb} className={`breadcrumbs ${className ?? ''}`.trim()}>
      <ol>
        {crumbs.map((crumb, index) => {
          const last = index === crumbs.length - 1;
          return (
            <li key={`${index}-${crumb.title}`} aria-current={last ? 'page' : undefined}>
              {crumb.path && !last ? <Link to={crumb.path}>{crumb.title}</Link> : crumb.title}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
