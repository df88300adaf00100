import { Layout, Menu } from 'antd';
import type { MenuProps } from 'antd';
import { Outlet, useLocation, useNavigate } from 'react-router-dom';
import { useAppSelector } from '../../../store/hooks';
import { selectLoginFrom, selectUserInfo } from '../../../store/slices/sessionSlice';
import { BrandLogo } from '../../components/BrandLogo';
import { PLATFORM_NAME, appMessages } from '../messages';
import { useSignOut } from '../useSignOut';
import { studentMenuFor } from './studentMenu';
import { UserDropdown } from './UserDropdown';
import './layouts.css';

const { Header, Sider, Content } = Layout;

/** The student frame: side menu, header with the student, and the page. */
export default function StudentShell() {
  const user = useAppSelector(selectUserInfo);
  const loginFrom = useAppSelector(selectLoginFrom);
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const signOut = useSignOut();

  const entries = studentMenuFor(user);
  const items: MenuProps['items'] = [
    {
      type: 'group',
      key: 'student',
      label: appMessages.studentMenu.group,
      children: entries.map((entry) => ({ key: entry.key, icon: entry.icon, label: entry.label })),
    },
  ];
  const selected = entries.filter((entry) => pathname.startsWith(entry.path)).map((entry) => entry.key);

  const onMenuClick: MenuProps['onClick'] = ({ key }) => {
    const entry = entries.find((candidate) => candidate.key === key);
    if (entry) navigate(entry.path);
  };

  const onLogout = async () => {
    await signOut();
    navigate('/login', { replace: true });
  };

  return (
    <Layout className="shell" hasSider>
      <Sider className="shell-sider" width={220} breakpoint="lg" collapsedWidth={0} theme="light">
        <div className="shell-sider-logo">
          <BrandLogo name={PLATFORM_NAME} />
        </div>
        <nav aria-label={appMessages.header.sideMenu}>
          <Menu mode="inline" items={items} selectedKeys={selected} onClick={onMenuClick} />
        </nav>
      </Sider>
      <Layout>
        <Header className="shell-header">
          <div className="shell-header-actions">
            {user && (
              <UserDropdown
                name={user.realName || user.nickName || user.username}
                avatar={user.avatar}
                showLogout={loginFrom === 1}
                onLogout={() => void onLogout()}
              />
            )}
          </div>
        </Header>
        <Content className="shell-content">
          <Outlet />
        </Content>
      </Layout>
    </Layout>
  );
}
