import { appMessages } from './messages';

interface RouteProgressProps {
  /** True while the next route's code or data is loading. */
  busy: boolean;
  /** Changes on every finished navigation so the closing animation replays. */
  doneKey?: string;
}

/** The slim loading bar shown on every route change; CSS only, no extra package. */
export function RouteProgress({ busy, doneKey = 'initial' }: RouteProgressProps) {
  return (
    <div
      key={busy ? 'busy' : doneKey}
      className={`route-progress ${busy ? 'is-busy' : 'is-done'}`}
      role="progressbar"
      aria-label={appMessages.routeLoading}
      aria-busy={busy}
    />
  );
}
