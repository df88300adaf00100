/**
 * The API as the OpenAPI document at /api/openapi.json describes it, reduced to what the fuzz
 * suite needs to build requests: a route added to the server is fuzzed without touching a test.
 */

export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  maxItems?: number;
  pattern?: string;
  format?: string;
}

export interface Parameter {
  name: string;
  required: boolean;
  schema: JsonSchema;
}

export interface Operation {
  method: 'GET' | 'POST';
  /** The document's template, e.g. `/api/v3/student/getNewsArticleDetails/{id}`. */
  path: string;
  pathParams: Parameter[];
  query: Parameter[];
  body?: { schema: JsonSchema; contentTypes: string[] };
  /** A signed `/tiku/api` call: the document lists the four signing headers. */
  signed: boolean;
  /** Takes one uploaded file as multipart/form-data. */
  multipart: boolean;
  /** The 200 answer is the JSON envelope (files and this document are not). */
  envelope: boolean;
  /** Every name a caller may send, so a 400 can be checked for naming one. */
  fields: string[];
}

interface DocParameter {
  name: string;
  in: 'path' | 'query' | 'header';
  required?: boolean;
  schema?: JsonSchema;
}

interface DocOperation {
  parameters?: DocParameter[];
  requestBody?: { content: Record<string, { schema?: JsonSchema }> };
  responses?: Record<string, { content?: Record<string, { schema?: JsonSchema }> }>;
}

export interface OpenApiDocument {
  openapi: string;
  paths: Record<string, Record<string, DocOperation>>;
}

function namesIn(schema: JsonSchema | undefined, into: Set<string>): void {
  if (!schema) return;
  for (const [name, property] of Object.entries(schema.properties ?? {})) {
    into.add(name);
    namesIn(property, into);
  }
  namesIn(schema.items, into);
  for (const option of [...(schema.anyOf ?? []), ...(schema.oneOf ?? [])]) namesIn(option, into);
}

function parametersIn(operation: DocOperation, place: DocParameter['in']): Parameter[] {
  return (operation.parameters ?? [])
    .filter((parameter) => parameter.in === place)
    .map((parameter) => ({
      name: parameter.name,
      required: parameter.required === true,
      schema: parameter.schema ?? { type: 'string' },
    }));
}

function operationOf(path: string, method: string, operation: DocOperation): Operation {
  const content = operation.requestBody?.content ?? {};
  const contentTypes = Object.keys(content);
  const multipart = contentTypes.includes('multipart/form-data');
  const bodySchema = Object.values(content)[0]?.schema;
  const pathParams = parametersIn(operation, 'path');
  const query = parametersIn(operation, 'query');
  const okSchema = operation.responses?.['200']?.content?.['application/json']?.schema;

  const fields = new Set<string>(['body', 'file']);
  for (const parameter of [...pathParams, ...query]) fields.add(parameter.name);
  namesIn(bodySchema, fields);

  return {
    method: method.toUpperCase() as Operation['method'],
    path,
    pathParams,
    query,
    body: bodySchema && !multipart ? { schema: bodySchema, contentTypes } : undefined,
    signed: parametersIn(operation, 'header').some((header) => header.name === 'sign'),
    multipart,
    envelope: okSchema?.properties?.success !== undefined,
    fields: [...fields],
  };
}

export function operationsOf(document: OpenApiDocument): Operation[] {
  return Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => operationOf(path, method, operation)),
  );
}

/** `GET /api/x/{id}` → `GET /api/x/:id`, the way Fastify names its routes. */
export function routeNameOf(operation: Pick<Operation, 'method' | 'path'>): string {
  return `${operation.method} ${operation.path.replace(/\{([^}]+)\}/g, ':$1')}`;
}
