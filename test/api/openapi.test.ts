/** @jest-environment node */
import { startServer } from '../helpers/startServer';
import type { RunningServer } from '../helpers/startServer';
import type { JsonSchema, OpenApiDocument } from './support/fuzz/operations';
import { operationsOf, routeNameOf } from './support/fuzz/operations';

let server: RunningServer;
let document: OpenApiDocument;
beforeAll(async () => {
  server = await startServer({ rateLimit: false });
  const response = await fetch(`${server.baseUrl}/api/openapi.json`);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toContain('application/json');
  document = (await response.json()) as OpenApiDocument;
}, 30_000);
afterAll(() => server.close());

/** `METHOD /path` of every route Fastify's router holds, read from its printed tree. */
function registeredRoutes(tree: string): string[] {
  const parents: string[] = [];
  const routes: string[] = [];
  for (const line of tree.split('\n')) {
    const node = /^((?:│ {3}| {4})*)(?:├── |└── )(.*?)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!node) continue;
    const depth = (node[1] ?? '').length / 4;
    const path = (parents[depth - 1] ?? '') + (node[2] ?? '');
    parents[depth] = path;
    for (const method of node[3]?.split(', ') ?? []) if (method !== 'HEAD') routes.push(`${method} ${path}`);
  }
  return routes;
}

test('is served without a token, as OpenAPI 3.1', () => {
  expect(document.openapi).toBe('3.1.0');
});

test('lists every registered route except the file wildcards', () => {
  const registered = registeredRoutes(server.app.printRoutes({ commonPrefix: false }));
  expect(registered.length).toBeGreaterThan(60);
  const api = registered.filter((route) => !route.includes('*'));
  // The client's pages and the editor's files.
  expect(registered.filter((route) => route.includes('*'))).toHaveLength(2);
  expect(operationsOf(document).map(routeNameOf).sort()).toEqual(api.sort());
});

/** A path parameter the route declares no schema for (the route checks it itself). */
const undeclared = (schema: JsonSchema) => JSON.stringify(schema) === '{"type":"string"}';

/** Every schema a caller's input must meet: path, query and header parameters and bodies. */
function requestSchemas(): JsonSchema[] {
  return Object.values(document.paths).flatMap((methods) =>
    Object.values(methods).flatMap((operation) => [
      ...(operation.parameters ?? []).flatMap((parameter) =>
        parameter.schema && !undeclared(parameter.schema) ? [parameter.schema] : [],
      ),
      ...Object.values(operation.requestBody?.content ?? {}).flatMap((media) =>
        media.schema ? [media.schema] : [],
      ),
    ]),
  );
}

function everyNode(schema: JsonSchema, visit: (node: JsonSchema) => void): void {
  visit(schema);
  for (const child of [
    ...Object.values(schema.properties ?? {}),
    ...(schema.items ? [schema.items] : []),
    ...(schema.anyOf ?? []),
    ...(schema.oneOf ?? []),
  ])
    everyNode(child, visit);
}

const typesOf = (node: JsonSchema) => (Array.isArray(node.type) ? node.type : [node.type]);

test('every number a caller sends is bounded to safe integers, every string is NUL-free', () => {
  const numbers: JsonSchema[] = [];
  const strings: JsonSchema[] = [];
  for (const schema of requestSchemas()) {
    everyNode(schema, (node) => {
      if (typesOf(node).some((type) => type === 'integer' || type === 'number')) numbers.push(node);
      if (typesOf(node).includes('string')) strings.push(node);
    });
  }
  expect(numbers.length).toBeGreaterThan(50);
  for (const node of numbers) {
    expect(node.minimum).toBeGreaterThanOrEqual(Number.MIN_SAFE_INTEGER);
    expect(node.maximum).toBeLessThanOrEqual(Number.MAX_SAFE_INTEGER);
  }
  const nulFree = (pattern: string | undefined) =>
    pattern !== undefined && !new RegExp(pattern).test('a\u0000b');
  for (const node of strings) {
    const patterns = [
      node.pattern,
      ...((node as { allOf?: JsonSchema[] }).allOf ?? []).map((one) => one.pattern),
    ];
    expect(patterns.some(nulFree)).toBe(true);
  }
});

test('signed calls list their signing headers, uploads take multipart', () => {
  const operations = operationsOf(document);
  const signed = operations.filter((operation) => operation.signed).map(routeNameOf);
  expect(signed).toEqual(
    operations.filter((operation) => /^POST \/tiku\/api\//.test(routeNameOf(operation))).map(routeNameOf),
  );
  expect(signed.length).toBeGreaterThan(15);
  expect(
    operations
      .filter((operation) => operation.multipart)
      .map(routeNameOf)
      .sort(),
  ).toEqual([
    'POST /api/v3/student/saveOpus',
    'POST /api/v3/student/upload2AliOss',
    'POST /api/v3/student/uploadAnswerProject',
    'POST /api/v3/student/uploadCloudFile',
    'POST /api/v3/student/uploadFileByFileName',
    'POST /upload/matchPic',
  ]);
});
