import { useState } from 'react';
import { Button, Layout, Menu } from 'antd';
import type { MenuProps } from 'antd';
import { Link, Outlet, useLocation, useNavigate } from 'react-router-dom';
import { useAppSelector } from '../../../store/hooks';
import { selectUserInfo } from '../../../store/slices/sessionSlice';
import { BrandLogo } from '../../components/BrandLogo';
import { LoginModal } from '../../features/account/LoginModal';
import { QUESTION_BANK_AREAS } from '../../features/question-bank/areas';
import { useMessageApi } from '../MessageBridge';
import { appMessages } from '../messages';
import { useSignOut } from '../useSignOut';
import { UserDropdown } from './UserDropdown';
import './layouts.css';

const { Header, Sider, Content } = Layout;
const h = appMessages.header;

const menuItems: MenuProps['items'] = QUESTION_BANK_AREAS.map((area) => ({
  key: area.path,
  icon: area.icon,
  label: area.title,
}));

/** The question-bank frame (/practise and its areas): open to visitors, richer when signed in. */
export default function QuestionBankShell() {
  const user = useAppSelector(selectUserInfo);
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const messageApi = useMessageApi();
  const signOut = useSignOut();
  const [loginOpen, setLoginOpen] = useState(false);

  const onActivate = () => {
    // The activation dialog arrives with its own issue; a visitor must sign in first anyway.
    if (!user) setLoginOpen(true);
    else messageApi.info(h.activateComing);
  };

  const onLogout = async () => {
    await signOut();
    // SPEC.md §2: logout tries to close the window; only a script-opened tab can be closed.
    if (window.opener) window.close();
  };

  return (
    <Layout className="shell">
      <Header className="shell-header">
        <Link to="/practise" className="qb-header-left" aria-label={h.questionBankName}>
          <BrandLogo name={h.questionBankName} />
        </Link>
        <div className="shell-header-actions">
          {user ? (
            <>
              <Button type="primary" onClick={onActivate}>
                {h.activate}
              </Button>
              <UserDropdown
                name={user.nickName || user.username}
                avatar={user.avatar}
                showLogout
                onLogout={() => void onLogout()}
              />
            </>
          ) : (
            <>
              <Button type="primary" onClick={() => setLoginOpen(true)}>
                {h.login}
              </Button>
              <Button onClick={() => navigate('/regist')}>{h.register}</Button>
              <Button onClick={onActivate}>{h.activate}</Button>
            </>
          )}
        </div>
      </Header>
      <Layout hasSider>
        <Sider className="shell-sider" width={220} breakpoint="lg" collapsedWidth={0} theme="light">
          <nav aria-label={h.sideMenu}>
            <Menu
              mode="inline"
              items={menuItems}
              selectedKeys={[pathname]}
              onClick={({ key }) => navigate(key)}
              style={{ paddingTop: 12 }}
            />
          </nav>
        </Sider>
        <Content className="shell-content">
          <Outlet />
        </Content>
      </Layout>
      <LoginModal open={loginOpen} onClose={() => setLoginOpen(false)} />
    </Layout>
  );
}
