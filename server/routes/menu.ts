import type { FastifyInstance } from 'fastify';
import { MENU_LIST_PATH } from '../../core/menuTypes';
import { authenticated } from '../plugins/auth';
import { ok } from '../plugins/envelope';
import { getMenuListSchema } from '../schemas/menu';
import { getMenuTree } from '../services/menuService';

/**
 * `GET /api/v3/student/getMenuList`: the whole student menu. Every student gets the same tree;
 * what one of them sees of it is decided by the client with core/studentMenu.ts.
 */
export async function menuRoutes(app: FastifyInstance): Promise<void> {
  app.get(MENU_LIST_PATH, { schema: getMenuListSchema, ...authenticated }, async () =>
    ok(await getMenuTree(app.db)),
  );
}
