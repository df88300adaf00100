import swagger from '@fastify/swagger';
import type { FastifyInstance, FastifySchema, RouteOptions } from 'fastify';
import { SIGN_HEADERS, SIGN_HEADER_PATTERNS } from '../../core/signing';
import { requireUser } from './auth';

/** Where integrators (and the API fuzz suite) read the API: generated from the route schemas. */
export const OPENAPI_PATH = '/api/openapi.json';

/** The signing headers of every `POST /tiku/api/**` (DESIGN.md "Wire protocol"), checked by a hook. */
const signHeadersSchema = {
  type: 'object',
  properties: Object.fromEntries(
    SIGN_HEADERS.map((name) => [name, { type: 'string', pattern: SIGN_HEADER_PATTERNS[name].source }]),
  ),
  required: [...SIGN_HEADERS],
} as const;

function hooksOf(route: RouteOptions, name: 'onRequest'): unknown[] {
  const hooks = route[name];
  return Array.isArray(hooks) ? hooks : [hooks];
}

/**
 * What the app adds to a route's own schema: form bodies, the signing headers of a signed call and
 * the `accessToken` of a student's endpoint. Wildcard routes serve files (the client, the editor,
 * public/) and stay out of the document.
 */
function documented(schema: FastifySchema | undefined, url: string, route: RouteOptions): FastifySchema {
  const own: FastifySchema = { ...schema };
  if (url.includes('*')) own.hide = true;
  // @fastify/formbody is registered for every route: a body may come as a form too.
  if (own.body && !own.consumes) own.consumes = ['application/json', 'application/x-www-form-urlencoded'];
  if (route.method === 'POST' && url.startsWith('/tiku/api/')) own.headers = signHeadersSchema;
  if (hooksOf(route, 'onRequest').includes(requireUser)) own.security = [{ accessToken: [] }];
  return own;
}

/**
 * @fastify/swagger collects every route registered after it (so this runs before any route) and
 * renders the OpenAPI 3.1 document, served as plain JSON (a document, not an envelope).
 */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'CodeSprout API',
        version: '1',
        description:
          'Every JSON answer is the envelope { success, code, message, result }, plus errorCode on errors.',
      },
      components: {
        securitySchemes: { accessToken: { type: 'apiKey', in: 'header', name: 'accessToken' } },
      },
    },
    transform: ({ schema, url, route }) => ({ schema: documented(schema, url, route), url }),
  });

  app.get(OPENAPI_PATH, { schema: { summary: 'This OpenAPI document' } }, async () => app.swagger());
}
