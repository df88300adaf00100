import { useEffect, useMemo, useState } from 'react';
import { Button, Layout, Menu, Skeleton } from 'antd';
import { FormOutlined } from '@ant-design/icons';
import type { MenuProps } from 'antd';
import { Outlet, useLocation, useMatches, useNavigate } from 'react-router-dom';
import { PLATFORM_NAME, displayName } from '../../../core/format';
import type { MenuItem } from '../../../core/menuTypes';
import { studentMenuFor } from '../../../core/studentMenu';
import type { UserInfo } from '../../../core/types';
import { useGetStudentInfoQuery } from '../../../store/api/authApi';
import { useGetMenuListQuery } from '../../../store/api/menuApi';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { selectMenuOf } from '../../../store/slices/menuSlice';
import { selectLoginFrom, selectUserInfo } from '../../../store/slices/sessionSlice';
import {
  HOME_TAB_PATH,
  allTabsClosed,
  neighbourOf,
  otherTabsClosed,
  selectTabsOf,
  tabClosed,
  tabOpened,
} from '../../../store/slices/tabsSlice';
import type { OpenedTab } from '../../../store/slices/tabsSlice';
import { reloadPage } from '../../../store/thunks/pageReload';
import { BrandLogo } from '../../components/BrandLogo';
import { CardSwitcher } from '../../features/cards';
import { LazyMessageBell as MessageBell } from '../../features/messages';
import { NoticePopups } from '../../features/notices';
import { ProfileGate } from '../../features/profile';
import { LazyProblemReportDialog } from '../../features/qa';
import type { Crumb, StudentShellRouteHandle } from '../../lib/routes';
import { useSignOut } from '../../lib/useSignOut';
import { appMessages } from '../messages';
import { useRootFontSize } from '../useRootFontSize';
import { Breadcrumbs } from './Breadcrumbs';
import { ShellSider } from './ShellSider';
import { LazyShellShortcuts as ShellShortcuts } from './LazyShellShortcuts';
import { ShellSwitchLink } from './ShellSwitchLink';
import { ShellTabs } from './ShellTabs';
import { menuEntryAt, sideMenuItems } from './studentMenu';
import { UserDropdown, studentUserActions } from './UserDropdown';
import type { UserMenuAction } from './UserDropdown';
import './layouts.css';

const { Header, Content } = Layout;
const s = appMessages.shell;

function handleOf(handle: unknown): StudentShellRouteHandle {
  return typeof handle === 'object' && handle !== null ? (handle as StudentShellRouteHandle) : {};
}

/**
 * SPEC.md §4: the menu comes from the server once per login and is cached (persisted) after
 * that; what this student sees of it is computed here, so a refreshed user needs no new fetch.
 */
function useStudentMenu(user: UserInfo) {
  const cached = useAppSelector((state) => selectMenuOf(state, user.id));
  const query = useGetMenuListQuery(undefined, { skip: cached !== null, refetchOnMountOrArgChange: true });
  const { organizationId, schoolStatus } = user;
  const menu = useMemo(
    () => (cached ? studentMenuFor(cached, { organizationId, schoolStatus }) : null),
    [cached, organizationId, schoolStatus],
  );
  return { menu, failed: menu === null && query.isError, retry: query.refetch };
}

function SideMenu({ menu, pathname }: { menu: MenuItem[]; pathname: string }) {
  const navigate = useNavigate();
  const items = useMemo(() => sideMenuItems(menu), [menu]);
  const selected = menuEntryAt(menu, pathname)?.entry.name;
  const onClick: MenuProps['onClick'] = ({ key }) => {
    const entry = menu.flatMap((item) => [item, ...item.children]).find((item) => item.name === key);
    if (!entry) return;
    if (entry.url) window.open(entry.url, '_blank', 'noopener');
    else navigate(entry.path);
  };
  return <Menu mode="inline" items={items} selectedKeys={selected ? [selected] : []} onClick={onClick} />;
}

/** The student frame: side menu, header, tabs or banner, breadcrumb, the page, shortcuts. */
export default function StudentShell() {
  const user = useAppSelector(selectUserInfo);
  // RequireUser renders this frame only with a stored user.
  return user ? <SignedInShell user={user} /> : null;
}

/**
 * The shell only starts the refresh: selecting nothing from the call, it does not render again as
 * the call goes out and comes back (the stored user it shows changes only if the student did).
 */
const refreshOnly = () => ({});

function SignedInShell({ user }: { user: UserInfo }) {
  const loginFrom = useAppSelector(selectLoginFrom);
  const storedTabs = useAppSelector((state) => selectTabsOf(state, user.id));
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const location = useLocation();
  const matches = useMatches();
  const signOut = useSignOut();
  const { menu, failed, retry } = useStudentMenu(user);
  useRootFontSize();
  // SPEC.md §7: getStudentInfo refreshes the stored user (trial → member, school, name…).
  useGetStudentInfoQuery(undefined, { selectFromResult: refreshOnly });

  const handles = matches.map((match) => handleOf(match.handle));
  const title = handles.map((handle) => handle.title).findLast((value) => value !== undefined);
  const messageBanner = handles.some((handle) => handle.messageBanner);
  const activePath = `${location.pathname}${location.search}`;

  useEffect(() => {
    if (title) dispatch(tabOpened({ ownerId: user.id, tab: { path: activePath, title } }));
  }, [activePath, dispatch, title, user.id]);

  const tabs: OpenedTab[] = [{ path: HOME_TAB_PATH, title: appMessages.titles.home }, ...storedTabs];
  const closeTab = (path: string) => {
    if (path === activePath)
      navigate(
        neighbourOf(
          tabs.map((tab) => tab.path),
          path,
        ),
      );
    dispatch(tabClosed(path));
  };
  const closeAll = () => {
    dispatch(allTabsClosed());
    if (activePath !== HOME_TAB_PATH) navigate(HOME_TAB_PATH);
  };

  const at = menu ? menuEntryAt(menu, location.pathname) : undefined;
  const crumbs: Crumb[] = at
    ? [{ title: at.group?.title ?? appMessages.titles.home }, { title: at.entry.title }]
    : [{ title: appMessages.titles.home, path: HOME_TAB_PATH }, ...(title ? [{ title }] : [])];

  const [feedbackOpen, setFeedbackOpen] = useState(false);
  const onUserAction = (action: UserMenuAction) => {
    if (action === 'userCenter') navigate('/userCenter');
    else if (action === 'changePassword') navigate('/change-pass');
    else if (action === 'feedback') setFeedbackOpen(true);
    else void logout();
  };
  // SPEC.md §4: logout clears the token and reloads, so nothing of this student stays in memory.
  const logout = async () => {
    await signOut();
    navigate('/login', { replace: true });
    await dispatch(reloadPage());
  };

  return (
    <Layout className="shell shell-student" hasSider>
      <ShellSider>
        <div className="shell-sider-logo">
          <BrandLogo name={PLATFORM_NAME} />
        </div>
        <nav aria-label={appMessages.header.sideMenu}>
          {menu ? (
            <SideMenu menu={menu} pathname={location.pathname} />
          ) : failed ? (
            <div className="shell-menu-failed" role="alert">
              <p>{s.menuFailed}</p>
              <Button size="small" onClick={() => void retry()}>
                {s.menuRetry}
              </Button>
            </div>
          ) : (
            <div className="shell-menu-loading" aria-busy="true" aria-label={s.menuLoading}>
              <Skeleton active title={false} paragraph={{ rows: 6 }} />
            </div>
          )}
        </nav>
      </ShellSider>
      <Layout>
        <Header className="shell-header">
          <Breadcrumbs crumbs={crumbs} className="shell-breadcrumb" />
          <div className="shell-header-actions">
            <ShellSwitchLink to="/practise" icon={<FormOutlined />} label={s.questionBank} />
            <CardSwitcher />
            <MessageBell />
            <UserDropdown
              name={displayName(user)}
              avatar={user.avatar}
              actions={studentUserActions(user, loginFrom)}
              onAction={onUserAction}
            />
          </div>
        </Header>
        {messageBanner ? (
          <section className="shell-banner" aria-labelledby="shell-banner-title">
            <h2 id="shell-banner-title">{title}</h2>
            <p>{s.messageBannerHint}</p>
          </section>
        ) : (
          <ShellTabs
            tabs={tabs}
            activePath={activePath}
            fixedPath={HOME_TAB_PATH}
            onClose={closeTab}
            onCloseOthers={() => dispatch(otherTabsClosed(activePath))}
            onCloseAll={closeAll}
          />
        )}
        <Content className="shell-content">
          <Outlet />
        </Content>
      </Layout>
      <ShellShortcuts showUpgrade={user.studentStatus === 1} />
      <ProfileGate />
      <NoticePopups />
      <LazyProblemReportDialog open={feedbackOpen} onClose={() => setFeedbackOpen(false)} />
    </Layout>
  );
}
