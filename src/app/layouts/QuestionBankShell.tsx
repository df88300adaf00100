import { useMemo, useState } from 'react';
import { Button, Layout, Menu } from 'antd';
import { HomeOutlined } from '@ant-design/icons';
import type { MenuProps } from 'antd';
import { Link, Outlet, useLocation, useMatches, useNavigate } from 'react-router-dom';
import { useAppSelector } from '../../../store/hooks';
import { selectUserInfo } from '../../../store/slices/sessionSlice';
import { BrandLogo } from '../../components/BrandLogo';
import { LazyActivateModal as ActivateModal, LazyLoginModal as LoginModal } from '../../features/account';
import { LazyMessageBell as MessageBell } from '../../features/messages';
import { ProfileGate } from '../../features/profile';
import { LazyProblemReportDialog } from '../../features/qa';
import { QUESTION_BANK_AREAS } from '../../features/question-bank';
import { LazyRegisterModal as RegisterModal } from '../../features/register';
import { QuestionBankShellContext } from '../../lib/questionBankShell';
import type { QuestionBankRouteHandle } from '../../lib/routes';
import { useSignOut } from '../../lib/useSignOut';
import { appMessages } from '../messages';
import { Breadcrumbs } from './Breadcrumbs';
import { ShellSider } from './ShellSider';
import { ShellSwitchLink } from './ShellSwitchLink';
import { UserDropdown } from './UserDropdown';
import './layouts.css';

const { Header, Content } = Layout;
const h = appMessages.header;

const menuItems: MenuProps['items'] = QUESTION_BANK_AREAS.map((area) => ({
  key: area.path,
  icon: area.icon,
  label: area.title,
}));

function handleOf(handle: unknown): QuestionBankRouteHandle {
  return typeof handle === 'object' && handle !== null ? (handle as QuestionBankRouteHandle) : {};
}

/** A public page whose content is a student's own: visitors are asked to sign in first. */
function SignInPrompt({ onSignIn }: { onSignIn: () => void }) {
  const p = appMessages.signInPrompt;
  return (
    <section className="qb-sign-in-prompt" aria-labelledby="qb-sign-in-title">
      <h2 id="qb-sign-in-title">{p.title}</h2>
      <p>{p.hint}</p>
      <Button type="primary" size="large" onClick={onSignIn}>
        {p.action}
      </Button>
    </section>
  );
}

/** The question-bank frame (/practise and its areas): open to visitors, richer when signed in. */
export default function QuestionBankShell() {
  const user = useAppSelector(selectUserInfo);
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const matches = useMatches();
  const signOut = useSignOut();
  const [loginOpen, setLoginOpen] = useState(false);
  const [activateOpen, setActivateOpen] = useState(false);
  const [registerOpen, setRegisterOpen] = useState(false);
  const [feedbackOpen, setFeedbackOpen] = useState(false);

  const handles = matches.map((match) => handleOf(match.handle));
  const crumbs = handles.map((handle) => handle.crumbs).findLast((value) => value !== undefined);
  const signInRequired = !user && handles.some((handle) => handle.signInRequired);

  const actions = useMemo(
    () => ({
      openLogin: () => setLoginOpen(true),
      // A visitor has no account to activate a product for: sign in first.
      openActivate: () => (user ? setActivateOpen(true) : setLoginOpen(true)),
    }),
    [user],
  );

  const onLogout = async () => {
    await signOut();
    // SPEC.md §2: logout tries to close the window; only a script-opened tab can be closed.
    if (window.opener) window.close();
  };

  return (
    <QuestionBankShellContext value={actions}>
      <Layout className="shell shell-question-bank">
        <Header className="shell-header">
          <Link to="/practise" className="qb-header-left" aria-label={h.questionBankName}>
            <BrandLogo name={h.questionBankName} />
          </Link>
          <div className="shell-header-actions">
            {user ? (
              <>
                <ShellSwitchLink to="/home" icon={<HomeOutlined />} label={h.toStudentHome} />
                <Button type="primary" onClick={actions.openActivate}>
                  {h.activate}
                </Button>
                <MessageBell />
                <UserDropdown
                  name={user.nickName || user.username}
                  avatar={user.avatar}
                  actions={['feedback', 'logout']}
                  onAction={(action) => (action === 'feedback' ? setFeedbackOpen(true) : void onLogout())}
                />
              </>
            ) : (
              <>
                <Button type="primary" onClick={actions.openLogin}>
                  {h.login}
                </Button>
                <Button onClick={() => setRegisterOpen(true)}>{h.register}</Button>
                <Button onClick={actions.openActivate}>{h.activate}</Button>
              </>
            )}
          </div>
        </Header>
        <Layout hasSider>
          <ShellSider>
            <nav aria-label={h.sideMenu}>
              <Menu
                mode="inline"
                items={menuItems}
                selectedKeys={[pathname]}
                onClick={({ key }) => navigate(key)}
                style={{ paddingTop: 12 }}
              />
            </nav>
          </ShellSider>
          <Content className="shell-content">
            {/* On a narrow screen the folded side menu's button sits at the start of this bar. */}
            <div className="qb-content-bar">{crumbs && <Breadcrumbs crumbs={crumbs} />}</div>
            {signInRequired ? <SignInPrompt onSignIn={actions.openLogin} /> : <Outlet />}
          </Content>
        </Layout>
        <LoginModal open={loginOpen} onClose={() => setLoginOpen(false)} />
        {user && <LazyProblemReportDialog open={feedbackOpen} onClose={() => setFeedbackOpen(false)} />}
        {!user && (
          <RegisterModal
            open={registerOpen}
            onClose={() => setRegisterOpen(false)}
            onRegistered={() => {
              // SPEC.md §2 "Modals": a new account goes straight on to signing in.
              setRegisterOpen(false);
              setLoginOpen(true);
            }}
          />
        )}
        {user && <ActivateModal open={activateOpen} onClose={() => setActivateOpen(false)} />}
        <ProfileGate />
      </Layout>
    </QuestionBankShellContext>
  );
}
