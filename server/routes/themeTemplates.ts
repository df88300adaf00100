import type { FastifyInstance } from 'fastify';
import { creationMessages as msg } from '../messages';
import { authenticated, callerIdOf } from '../plugins/auth';
import { ok } from '../plugins/envelope';
import type { ThemeTemplateListQuery, UnlockBody } from '../schemas/themeTemplates';
import {
  getThemeTemplateListSchema,
  getThemeTemplateTypeListSchema,
  unlockThemeTemplateSchema,
  useThemeTemplateSchema,
} from '../schemas/themeTemplates';
import type { OpusIdParams } from '../schemas/works';
import {
  getTemplates,
  getTemplateTypes,
  unlockTemplate,
  useTemplate,
} from '../services/themeTemplateService';

/** The creation centre's theme templates: types, the list, unlocks with points, and "use". */
export async function themeTemplateRoutes(app: FastifyInstance): Promise<void> {
  app.get(
    '/api/v3/student/getThemeTemplateTypeList',
    { schema: getThemeTemplateTypeListSchema, ...authenticated },
    async () => ok(await getTemplateTypes(app.db)),
  );

  app.get<{ Querystring: ThemeTemplateListQuery }>(
    '/api/v3/student/getThemeTemplateList',
    { schema: getThemeTemplateListSchema, ...authenticated },
    async (request) => ok(await getTemplates(app.db, callerIdOf(request), request.query)),
  );

  app.post<{ Body: UnlockBody }>(
    '/api/v3/student/common/themeTemplate/unlock',
    { schema: unlockThemeTemplateSchema, ...authenticated },
    async (request) =>
      ok(
        await unlockTemplate(app.db, callerIdOf(request), request.body.id, app.clock.now()),
        msg.templateUnlocked,
      ),
  );

  app.post<{ Params: OpusIdParams }>(
    '/api/v3/student/themeTemplate/use/:id',
    { schema: useThemeTemplateSchema, ...authenticated },
    async (request) =>
      ok(
        await useTemplate(app.db, callerIdOf(request), request.params.id, app.clock.now()),
        msg.templateUsed,
      ),
  );
}
