import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
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
import { UPLOAD_LINK_SECRET } from '../services/answerLinks';
import { trackEditorEvent } from '../services/editorEventService';
import {
  copyOpus,
  deleteOpus,
  findOpusByPath,
  getMyOpusList,
  getOpusProject,
  opusNameOf,
  SAVE_FILE_RULES,
  saveOpus,
} from '../services/myOpusService';
import type { OpusSaveInput } from '../services/myOpusService';
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
 * My works in the creation centre (core/workTypes.ts): the list, a project to open, saves with
 * versions, copies, deletes, the work behind a project file, and the editors' events. Identity
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
          callerIdOf(request),
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

  app.get<{ Querystring: OpusPathQuery }>(
    '/api/v2/opus/findByOpusPath',
    { schema: findByOpusPathSchema, ...authenticated },
    async (request) => ok(await findOpusByPath(app.db, callerIdOf(request), request.query.opusPath)),
  );

  app.post<{ Body: EditorEventBody }>(
    '/api/v3/student/common/showScratchEvent/tracking',
    { schema: trackingSchema, ...authenticated },
    async (request) => {
      await trackEditorEvent(app.db, callerIdOf(request), request.body, app.clock.now());
      return ok(null);
    },
  );
}
