import type { Generated } from 'kysely';

/** Table types of the student menu (migration 2026_04_01_student_shell). */
export interface MenuTables {
  menu_items: MenuItemsTable;
}

export interface MenuItemsTable {
  id: Generated<number>;
  /** 0 for a top-level group. */
  parent_id: Generated<number>;
  name: string;
  /** -1 group, 0 item (SPEC.md §3 "Menu item"). */
  type: number;
  title: string;
  path: string;
  component: string;
  icon: string;
  url: Generated<string>;
  button_type: Generated<string>;
  /** Comma-separated: add, edit, delete, or empty. */
  perm_types: Generated<string>;
  sort_order: number;
}
