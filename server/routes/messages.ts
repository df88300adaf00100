import type { FastifyInstance } from 'fastify';
import { MAX_MESSAGE_IDS } from '../../core/messageTypes';
import { messageMessages as msg } from '../messages';
import { authenticated, callerIdOf } from '../plugins/auth';
import { ApiError, ok } from '../plugins/envelope';
import type { DelByIdsParams, GetByConditionQuery, UpdateMessagesBody } from '../schemas/messages';
import {
  delByIdsSchema,
  getByConditionSchema,
  getUnreadCountSchema,
  updateMessagesSchema,
} from '../schemas/messages';
import { deleteMessages, getMessages, getUnreadCount, markMessagesRead } from '../services/messageService';

/** Ids 1..2^31-1 (the id column is a 32-bit integer on PostgreSQL); the schema checked the shape. */
const MAX_ID = 2147483647;

function parseIds(text: string): number[] {
  const ids = text.split(',').map(Number);
  if (ids.length > MAX_MESSAGE_IDS) throw new ApiError(400, msg.tooManyIds(MAX_MESSAGE_IDS));
  if (ids.some((id) => !Number.isSafeInteger(id) || id < 1 || id > MAX_ID))
    throw new ApiError(400, msg.badIds);
  return ids;
}

/** `/api/messageSend/*`: the caller's own inbox (SPEC.md §7 "Others"). */
export async function messageRoutes(app: FastifyInstance): Promise<void> {
  app.get<{ Querystring: GetByConditionQuery }>(
    '/api/messageSend/getByCondition',
    { schema: getByConditionSchema, ...authenticated },
    async (request) => ok(await getMessages(app.db, callerIdOf(request), request.query)),
  );

  app.get(
    '/api/messageSend/getUnreadCount',
    { schema: getUnreadCountSchema, ...authenticated },
    async (request) => ok({ unreadCount: await getUnreadCount(app.db, callerIdOf(request)) }),
  );

  app.post<{ Body: UpdateMessagesBody }>(
    '/api/messageSend/update',
    { schema: updateMessagesSchema, ...authenticated },
    async (request) => {
      const { ids, all } = request.body;
      if (ids !== undefined && all !== undefined) throw new ApiError(400, msg.markReadEitherOr);
      if (ids === undefined && all === undefined) throw new ApiError(400, msg.markReadNeedsTarget);
      const change = await markMessagesRead(
        app.db,
        callerIdOf(request),
        ids === undefined ? 'all' : parseIds(ids),
        app.clock.now(),
      );
      return ok(change, msg.messagesRead(change.changed));
    },
  );

  app.post<{ Params: DelByIdsParams }>(
    '/api/messageSend/delByIds/:ids',
    { schema: delByIdsSchema, ...authenticated },
    async (request) => {
      const change = await deleteMessages(
        app.db,
        callerIdOf(request),
        parseIds(request.params.ids),
        app.clock.now(),
      );
      return ok(change, msg.messagesDeleted(change.changed));
    },
  );
}
