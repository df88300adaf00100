import { MENU_GROUP, MENU_ENTRY, MENU_PERM_TYPES } from '../../core/menuTypes';
import type { MenuItem, MenuPermType } from '../../core/menuTypes';
import type { Db } from '../db/database';
import { listMenuItems } from '../repos/menuRepo';
import type { MenuItemRow } from '../repos/menuRepo';

function permTypesOf(value: string): MenuPermType[] {
  const listed = new Set(value.split(',').map((part) => part.trim()));
  return MENU_PERM_TYPES.filter((perm) => listed.has(perm));
}

function toMenuItem(row: MenuItemRow): MenuItem {
  return {
    id: row.id,
    parentId: row.parent_id,
    name: row.name,
    type: row.type === MENU_GROUP ? MENU_GROUP : MENU_ENTRY,
    title: row.title,
    path: row.path,
    component: row.component,
    icon: row.icon,
    url: row.url,
    buttonType: row.button_type,
    children: [],
    permTypes: permTypesOf(row.perm_types),
  };
}

/**
 * The menu as a tree: top-level items (parent 0) with their children, each level in menu order.
 * An item whose parent is missing is left out rather than promoted to the top.
 */
export function buildMenuTree(rows: readonly MenuItemRow[]): MenuItem[] {
  const items = new Map(rows.map((row) => [row.id, toMenuItem(row)]));
  const roots: MenuItem[] = [];
  for (const row of rows) {
    const item = items.get(row.id) as MenuItem;
    if (row.parent_id === 0) roots.push(item);
    else items.get(row.parent_id)?.children.push(item);
  }
  return roots;
}

export async function getMenuTree(db: Db): Promise<MenuItem[]> {
  return buildMenuTree(await listMenuItems(db));
}
