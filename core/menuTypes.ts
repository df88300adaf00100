/**
 * The student menu on the wire (SPEC.md §3 "Menu item"): `GET /api/v3/student/getMenuList` answers
 * the whole tree, top-level groups with their entries; each user's view of it is
 * `core/studentMenu.ts`.
 */

export const MENU_LIST_PATH = '/api/v3/student/getMenuList';

/** -1: a group heading; 0: an entry that leads to a page. */
export type MenuItemType = -1 | 0;
export const MENU_GROUP: MenuItemType = -1;
export const MENU_ENTRY: MenuItemType = 0;

/** What a page behind the entry lets the student do; none means read-only. */
export type MenuPermType = 'add' | 'edit' | 'delete';
export const MENU_PERM_TYPES: readonly MenuPermType[] = ['add', 'edit', 'delete'];

export interface MenuItem {
  id: number;
  /** 0 for a top-level group. */
  parentId: number;
  /** Stable key of the item (e.g. `opusSquare`); titles may change, names do not. */
  name: string;
  type: MenuItemType;
  title: string;
  path: string;
  /** The screen that renders the path, as the server names it. */
  component: string;
  /** An antd icon name, e.g. `HomeOutlined`. */
  icon: string;
  /** An outside address the entry opens instead of `path`; empty for in-app pages. */
  url: string;
  buttonType: string;
  children: MenuItem[];
  permTypes: MenuPermType[];
}
