import type { Selectable } from 'kysely';
import type { Db } from '../db/database';
import type { MenuItemsTable } from '../db/tables/menu';

export type MenuItemRow = Selectable<MenuItemsTable>;

/** Every menu item in menu order; the service builds the tree. */
export async function listMenuItems(db: Db): Promise<MenuItemRow[]> {
  return db.selectFrom('menu_items').selectAll().orderBy('sort_order').orderBy('id').execute();
}
