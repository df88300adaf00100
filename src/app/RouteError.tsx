import { useRouteError } from 'react-router-dom';
import { appMessages } from './messages';

/**
 * Shown when a route throws or its code fails to load (e.g. after a deploy). Plain markup on
 * purpose: it lives in the entry chunk, which must stay small.
 */
export function RouteError() {
  const error = useRouteError();
  console.error(error);
  return (
    <main style={{ padding: '15vh 24px', textAlign: 'center' }}>
      <h1 style={{ fontSize: 28 }}>{appMessages.routeErrorTitle}</h1>
      <p>{appMessages.routeErrorHint}</p>
      <a href="/">{appMessages.backHome}</a>
    </main>
  );
}
