import { Avatar, Dropdown } from 'antd';
import type { MenuProps } from 'antd';
import { CommentOutlined, LockOutlined, LogoutOutlined, UserOutlined } from '@ant-design/icons';
import type { ReactNode } from 'react';
import type { UserInfo } from '../../../core/types';
import { appMessages } from '../messages';
import { qaMessages } from '../../features/qa';

const h = appMessages.header;

export type UserMenuAction = 'userCenter' | 'changePassword' | 'feedback' | 'logout';

const ENTRIES: Record<UserMenuAction, { label: string; icon: ReactNode }> = {
  userCenter: { label: h.userCenter, icon: <UserOutlined /> },
  changePassword: { label: h.changePassword, icon: <LockOutlined /> },
  feedback: { label: qaMessages.feedback.entry, icon: <CommentOutlined /> },
  logout: { label: h.logout, icon: <LogoutOutlined /> },
};

/**
 * SPEC.md §2 "Shell layout": the user centre for everyone; change password only for accounts
 * outside a school (schoolStatus 0, whose password is theirs to change); logout only for
 * accounts that signed in here (loginFrom 1).
 */
export function studentUserActions(
  user: Pick<UserInfo, 'schoolStatus'>,
  loginFrom: UserInfo['loginFrom'] | null,
): UserMenuAction[] {
  const actions: UserMenuAction[] = ['userCenter'];
  if (user.schoolStatus === 0) actions.push('changePassword');
  // 反馈问题 for every student: a problem report carries what their browser saw.
  actions.push('feedback');
  if (loginFrom === 1) actions.push('logout');
  return actions;
}

interface UserDropdownProps {
  name: string;
  avatar?: string;
  /** The entries offered, in order; none leaves just the avatar and name. */
  actions: readonly UserMenuAction[];
  onAction: (action: UserMenuAction) => void;
}

/** Avatar + name in the header; a click opens the user menu. */
export function UserDropdown({ name, avatar, actions, onAction }: UserDropdownProps) {
  const items: MenuProps['items'] = actions.map((action) => ({ key: action, ...ENTRIES[action] }));
  const trigger = (
    <button type="button" className="shell-user-trigger" aria-label={`${h.userMenu}：${name}`}>
      <Avatar size={36} src={avatar || undefined} icon={<UserOutlined />} alt="" />
      <span className="shell-user-name">{name}</span>
    </button>
  );
  if (items.length === 0) return trigger;
  return (
    <Dropdown
      trigger={['click']}
      placement="bottomRight"
      menu={{ items, onClick: ({ key }) => onAction(key as UserMenuAction) }}
    >
      {trigger}
    </Dropdown>
  );
}
