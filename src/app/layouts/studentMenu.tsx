import {
  AppstoreOutlined,
  BankOutlined,
  ExperimentOutlined,
  HomeOutlined,
  PictureOutlined,
  ReadOutlined,
  StarOutlined,
  TeamOutlined,
} from '@ant-design/icons';
import type { MenuProps } from 'antd';
import type { ReactNode } from 'react';
import { MENU_GROUP } from '../../../core/menuTypes';
import type { MenuItem } from '../../../core/menuTypes';
import { menuEntries } from '../../../core/studentMenu';

/**
 * The icons the server's menu may name. A static map, not a dynamic lookup, so only these
 * icons are bundled; an unknown name falls back to a neutral one.
 */
const ICONS: Record<string, ReactNode> = {
  AppstoreOutlined: <AppstoreOutlined />,
  BankOutlined: <BankOutlined />,
  ExperimentOutlined: <ExperimentOutlined />,
  HomeOutlined: <HomeOutlined />,
  PictureOutlined: <PictureOutlined />,
  ReadOutlined: <ReadOutlined />,
  StarOutlined: <StarOutlined />,
  TeamOutlined: <TeamOutlined />,
};

function iconOf(name: string): ReactNode {
  return ICONS[name] ?? <AppstoreOutlined />;
}

/** The side menu's items: groups as headings, entries keyed by their name. */
export function sideMenuItems(menu: readonly MenuItem[]): MenuProps['items'] {
  const entry = (item: MenuItem) => ({ key: item.name, icon: iconOf(item.icon), label: item.title });
  return menu.map((item) =>
    item.type === MENU_GROUP
      ? { type: 'group' as const, key: item.name, label: item.title, children: item.children.map(entry) }
      : entry(item),
  );
}

function isUnder(pathname: string, path: string): boolean {
  return pathname === path || pathname.startsWith(`${path}/`);
}

/** The entry the current page belongs to, and its group, for the menu highlight and breadcrumb. */
export function menuEntryAt(
  menu: readonly MenuItem[],
  pathname: string,
): { entry: MenuItem; group: MenuItem | undefined } | undefined {
  const entry = menuEntries(menu).find((candidate) => isUnder(pathname, candidate.path));
  if (!entry) return undefined;
  return { entry, group: menu.find((item) => item.type === MENU_GROUP && item.children.includes(entry)) };
}
