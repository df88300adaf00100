import type { FastifyInstance, FastifyRequest } from 'fastify';
import { CLOUD_ROOT_ID } from '../../core/cloudFileTypes';
import { cloudFileMessages as msg } from '../messages';
import { authenticated, callerIdOf } from '../plugins/auth';
import { ok } from '../plugins/envelope';
import type { CreateFolderBody, DeleteBody, FolderQuery, RenameBody } from '../schemas/cloudFiles';
import {
  createFolderSchema,
  deleteCloudFileSchema,
  getCloudFileSchema,
  getCloudFileTreeSchema,
  renameCloudFileSchema,
} from '../schemas/cloudFiles';
import type { CloudOwner } from '../services/cloudFileService';
import {
  createFolder,
  deleteCloudEntry,
  getFolder,
  getTree,
  renameCloudEntry,
} from '../services/cloudFileService';

/** The caller's tree: identity from the token only, room from the server's config. */
export function cloudOwnerOf(request: FastifyRequest): CloudOwner {
  return { studentId: callerIdOf(request), quotaBytes: request.server.config.cloudQuotaBytes };
}

/**
 * The cloud files (云文件, SPEC.md §7): folders, listings, renames and deletes. Uploads and
 * downloads are in routes/uploads.ts with every other file that comes in or goes out.
 */
export async function cloudFileRoutes(app: FastifyInstance): Promise<void> {
  app.get(
    '/api/v3/student/getCloudFileTree',
    { schema: getCloudFileTreeSchema, ...authenticated },
    async (request) => ok(await getTree(app.db, cloudOwnerOf(request))),
  );

  app.get<{ Querystring: FolderQuery }>(
    '/api/v3/student/cloudFile/getCloudFile',
    { schema: getCloudFileSchema, ...authenticated },
    async (request) =>
      ok(await getFolder(app.db, cloudOwnerOf(request), request.query.folderId ?? CLOUD_ROOT_ID)),
  );

  app.post<{ Body: CreateFolderBody }>(
    '/api/v3/student/cloudFile/createFolder',
    { schema: createFolderSchema, ...authenticated },
    async (request) => {
      const { parentId = CLOUD_ROOT_ID, name } = request.body;
      const folder = await createFolder(app.db, cloudOwnerOf(request), parentId, name, app.clock.now());
      return ok(folder, msg.folderCreated);
    },
  );

  app.post<{ Body: RenameBody }>(
    '/api/v3/student/cloudFile/rename',
    { schema: renameCloudFileSchema, ...authenticated },
    async (request) => {
      await renameCloudEntry(
        app.db,
        cloudOwnerOf(request),
        request.body.id,
        request.body.name,
        app.clock.now(),
      );
      return ok(null, msg.renamed);
    },
  );

  app.post<{ Body: DeleteBody }>(
    '/api/v3/student/deleteCloudFile',
    { schema: deleteCloudFileSchema, ...authenticated },
    async (request) => {
      await deleteCloudEntry(app.db, app.uploads, cloudOwnerOf(request), request.body.id);
      return ok(null, msg.deleted);
    },
  );
}
