import { useEffect } from 'react';
import { Outlet, useLocation, useMatches, useNavigation } from 'react-router-dom';
import { useAppSelector } from '../../store/hooks';
import { selectUserInfo } from '../../store/slices/sessionSlice';
import { selectTabsOf } from '../../store/slices/tabsSlice';
import { pageTitle } from './messages';
import type { RouteHandle } from '../lib/routes';
import { AntdScope, isAntdFree } from '../lib/antd/antdScope';
import { RouteProgress } from './RouteProgress';
import { QaTools } from '../features/qa';

function titleOf(handle: unknown): string | undefined {
  if (typeof handle !== 'object' || handle === null) return undefined;
  const { title } = handle as RouteHandle;
  return typeof title === 'string' ? title : undefined;
}

/** Frame of every page: document title, loading bar, scroll to top, antd's provider where used. */
export function RootLayout() {
  const navigation = useNavigation();
  const location = useLocation();
  const matches = useMatches();
  // The deepest route that names itself wins (a shell's page over the shell).
  const routeTitle = matches.map((match) => titleOf(match.handle)).findLast((value) => value !== undefined);
  // A page that names its tab once it knows its name (an activity, 校内作品) names the window too.
  const shown = `${location.pathname}${location.search}`;
  const userId = useAppSelector(selectUserInfo)?.id;
  const tabName = useAppSelector(
    (state) => selectTabsOf(state, userId).find((tab) => tab.path === shown)?.name,
  );
  const title = tabName ?? routeTitle;
  const withoutAntd = matches.some((match) => isAntdFree(match.handle));

  useEffect(() => {
    document.title = pageTitle(title);
  }, [title]);

  useEffect(() => {
    window.scrollTo(0, 0);
  }, [location.pathname]);

  return (
    <>
      <RouteProgress busy={navigation.state !== 'idle'} doneKey={location.key} />
      {withoutAntd ? (
        <Outlet />
      ) : (
        <AntdScope>
          <Outlet />
        </AntdScope>
      )}
      <QaTools />
    </>
  );
}
