import { Avatar, Dropdown } from 'antd';
import type { MenuProps } from 'antd';
import { LogoutOutlined, UserOutlined } from '@ant-design/icons';
import { appMessages } from '../messages';

interface UserDropdownProps {
  name: string;
  avatar?: string;
  /** SPEC.md §2: the logout entry is only offered to some accounts. */
  showLogout: boolean;
  onLogout: () => void;
}

/** Avatar + name in the header; a click opens the user menu. */
export function UserDropdown({ name, avatar, showLogout, onLogout }: UserDropdownProps) {
  const items: MenuProps['items'] = showLogout
    ? [{ key: 'logout', icon: <LogoutOutlined />, label: appMessages.header.logout }]
    : [];
  const trigger = (
    <button
      type="button"
      className="shell-user-trigger"
      aria-label={`${appMessages.header.userMenu}：${name}`}
    >
      <Avatar size={36} src={avatar || undefined} icon={<UserOutlined />} alt="" />
      <span className="shell-user-name">{name}</span>
    </button>
  );
  if (items.length === 0) return trigger;
  return (
    <Dropdown
      trigger={['click']}
      placement="bottomRight"
      menu={{ items, onClick: ({ key }) => key === 'logout' && onLogout() }}
    >
      {trigger}
    </Dropdown>
  );
}
