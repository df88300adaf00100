import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { OpusType } from '../../core/workTypes';
import { creationMessages as msg, messages } from '../messages';
import { authenticated, callerIdOf } from '../plugins/auth';
import { ApiError, ok } from '../plugins/envelope';
import type { OpusIdParams } from '../schemas/works';
import type {
  CopyOpusBodyFields,
  EditorEventBody,
  MyOpusListQuery,
  OpusIdQuery,
  OpusPathQuery,
} from '../schemas/myOpus';
import {
  copyOpusSchema,
  deleteOpusSchema,
  findByOpusPathSchema,
  getMyOpusListSchema,
  getOpusPathSchema,
  saveOpusSchema,
  trackingSchema,
} from '../schemas/myOpus';
import type { PageOnlyQuery } from '../schemas/gallery';
import { deletedOpusListSchema, myOpusOperationSchema } from '../schemas/gallery';
import { UPLOAD_LINK_SECRET } from '../services/answerLinks';
import { trackEditorEvent } from '../services/editorEventService';
import {
  copyOpus,
  deleteOpus,
  findOpusByPath,
  getMyDeletedOpus,
  getMyOpusList,
  getOpusProject,
  opusNameOf,
  restoreOpus,
  SAVE_FILE_RULES,
  saveOpus,
  setMyOpusOpenness,
} from '../services/myOpusService';
import type { Openness, OpusSaveInput } from '../services/myOpusService';
import { viewerOfProfile } from '../services/opusVisibility';
import type { OpusViewer } from '../services/opusVisibility';
import { serverSecret } from '../services/serverSecrets';
import type { ReceivedForm } from './multipartForm';
import { receiveForm } from './multipartForm';

const SAVE_FIELDS = ['name', 'opusType', 'id', 'baseVersion'] as const;
const POSITIVE_INT = /^[1-9][0-9]{0,9}$/;
const MAX_ID = 2147483647;

/** A whole number field of the form, or undefined when absent; anything else is 400 naming it. */
function integerField(form: ReceivedForm, name: string): number | undefined {
  const raw = form.fields.get(name)?.trim();
  if (raw === undefined || raw === '') return undefined;
  const value = Number(raw);
  if (!POSITIVE_INT.test(raw) || value > MAX_ID)
    throw new ApiError(400, messages.badFormat(name), null, 'BAD_FIELD');
  return value;
}

function viewerOf(request: FastifyRequest): OpusViewer {
  if (!request.user) throw new ApiError(401, messages.loginExpired);
  return viewerOfProfile(request.user.profile);
}

/** Publishing calls by wire name: who may see the work afterwards, and what the answer says. */
const OPENNESS_CALLS: { path: string; openness: Openness; message: string }[] = [
  { path: 'operationSchoolOpusOpen', openness: 1, message: msg.schoolOpened },
  { path: 'operationOpusOpen', openness: 2, message: msg.opened },
  { path: 'operationOpusClose', openness: 0, message: msg.closed },
];

/** The save form's fields, checked as a schema would: each refusal names its field. */
function saveInputOf(form: ReceivedForm): OpusSaveInput {
  const name = opusNameOf(form.fields.get('name'));
  const opusType = integerField(form, 'opusType');
  if (opusType === undefined) throw new ApiError(400, messages.required('opusType'), null, 'BAD_FIELD');
  if (opusType !== 1 && opusType !== 2)
    throw new ApiError(400, messages.badFormat('opusType'), null, 'BAD_FIELD');
  const id = integerField(form, 'id');
  const baseVersion = integerField(form, 'baseVersion');
  if ((id === undefined) !== (baseVersion === undefined))
    throw new ApiError(400, msg.baseVersionWithId, null, 'BAD_FIELD');
  const file = form.files.get('file');
  if (!file || file.length === 0) throw new ApiError(400, messages.required('file'), null, 'BAD_FIELD');
  const cover = form.files.get('cover');
  return {
    name,
    opusType: opusType as OpusType,
    over: id === undefined || baseVersion === undefined ? undefined : { id, baseVersion },
    file,
    cover: cover && cover.length > 0 ? cover : undefined,
  };
}

/**
 * My works in the creation centre (core/workTypes.ts, core/galleryTypes.ts): the list with each
 * work's standing, a project to open, saves with versions, copies and remixes, publishing, the bin
 * (soft deletes and restores), the work behind a project file, and the editors' events. Identity
 * from the token only; another student's work is 404 "作品不存在" on every route.
 */
export async function myOpusRoutes(app: FastifyInstance): Promise<void> {
  const linkSecret = await serverSecret(app.db, UPLOAD_LINK_SECRET, app.clock.now());
  // Registered in this plugin only, like the uploads': no JSON route here takes multipart.
  await app.register(multipart);

  app.get<{ Querystring: MyOpusListQuery }>(
    '/api/v3/student/getMyOpusList',
    { schema: getMyOpusListSchema, ...authenticated },
    async (request) => ok(await getMyOpusList(app.db, callerIdOf(request), request.query)),
  );

  // The wire name is SPEC.md's; the file lives in our upload store, not an object store.
  app.get<{ Querystring: OpusIdQuery }>(
    '/api/v3/student/getOpusPathFormAliOss',
    { schema: getOpusPathSchema, ...authenticated },
    async (request) =>
      ok(await getOpusProject(app.db, linkSecret, callerIdOf(request), request.query.id, app.clock.now())),
  );

  app.post('/api/v3/student/saveOpus', { schema: saveOpusSchema, ...authenticated }, async (request) => {
    const form = await receiveForm(request, SAVE_FIELDS, SAVE_FILE_RULES);
    const saved = await saveOpus(
      app.db,
      app.uploads,
      callerIdOf(request),
      saveInputOf(form),
      app.clock.now(),
    );
    return ok(saved, msg.saved);
  });

  app.post<{ Params: OpusIdParams; Body: CopyOpusBodyFields }>(
    '/api/v3/student/copyOpus/:id',
    { schema: copyOpusSchema, ...authenticated },
    async (request) =>
      ok(
        await copyOpus(
          app.db,
          app.uploads,
          viewerOf(request),
          request.params.id,
          request.body.name,
          app.clock.now(),
        ),
        msg.copied,
      ),
  );

  app.post<{ Params: OpusIdParams }>(
    '/api/v3/student/deleteOpus/:id',
    { schema: deleteOpusSchema, ...authenticated },
    async (request) => {
      await deleteOpus(app.db, callerIdOf(request), request.params.id, app.clock.now());
      return ok(null, msg.deleted);
    },
  );

  for (const { path, openness, message } of OPENNESS_CALLS) {
    app.post<{ Params: OpusIdParams }>(
      `/api/v3/student/${path}/:id`,
      { schema: myOpusOperationSchema, ...authenticated },
      async (request) => {
        if (!request.user) throw new ApiError(401, messages.loginExpired);
        const standing = await setMyOpusOpenness(
          app.db,
          request.user.profile,
          request.params.id,
          openness,
          app.clock.now(),
        );
        return ok(standing, message);
      },
    );
  }

  // The bin: deleted works stay restorable for 30 days (core/galleryTypes.ts GALLERY_LIMITS).
  app.get<{ Querystring: PageOnlyQuery }>(
    '/api/v3/student/getMyDeletedOpusList',
    { schema: deletedOpusListSchema, ...authenticated },
    async (request) =>
      ok(await getMyDeletedOpus(app.db, callerIdOf(request), request.query, app.clock.now())),
  );

  app.post<{ Params: OpusIdParams }>(
    '/api/v3/student/restoreOpus/:id',
    { schema: myOpusOperationSchema, ...authenticated },
    async (request) =>
      ok(await restoreOpus(app.db, callerIdOf(request), request.params.id, app.clock.now()), msg.restored),
  );

  app.get<{ Querystring: OpusPathQuery }>(
    '/api/v2/opus/findByOpusPath',
    { schema: findByOpusPathSchema, ...authenticated },
    async (request) => ok(await findOpusByPath(app.db, callerIdOf(request), request.query.opusPath)),
  );

  app.post<{ Body: EditorEventBody }>(
    '/api/v3/student/common/showScratchEvent/tracking',
    { schema: trackingSchema, ...authenticated },
    async (request) => {
      await trackEditorEvent(app.db, viewerOf(request), request.body, app.clock.now());
      return ok(null);
    },
  );
}
