import type { CataloguedRoute } from '../../../server/plugins/routeCatalogue';

/** Field values a request is built from: a scenario's ids, by the field names the schemas use. */
export type FieldValues = Readonly<Record<string, unknown>>;

export interface RouteRequest {
  method: string;
  /** The route's URL with its parameters filled in, plus the query string. */
  path: string;
  /** The JSON body of a POST; undefined when the route declares none. */
  body?: Record<string, unknown>;
}

interface JsonSchema {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  minimum?: number;
  minLength?: number;
  anyOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
}

/** Some value the schema accepts in shape (a pattern or format may still refuse it: that is a 400). */
function sampleOf(schema: JsonSchema | undefined): unknown {
  if (!schema) return 'x';
  if (schema.const !== undefined) return schema.const;
  if (schema.enum) return schema.enum[0];
  if (schema.anyOf) return sampleOf(schema.anyOf[0]);
  const type = [schema.type ?? 'string'].flat().find((t) => t !== 'null') ?? 'null';
  switch (type) {
    case 'integer':
    case 'number':
      return Math.max(schema.minimum ?? 1, 1);
    case 'boolean':
      return false;
    case 'array':
      return [];
    case 'object':
      return objectOf(schema, {});
    case 'null':
      return null;
    default:
      return 'x'.repeat(Math.max(schema.minLength ?? 1, 1));
  }
}

/** The declared fields that `values` names, plus a sample of every other required one. */
function objectOf(schema: JsonSchema | undefined, values: FieldValues): Record<string, unknown> {
  const object: Record<string, unknown> = {};
  for (const [name, property] of Object.entries(schema?.properties ?? {})) {
    if (name in values) object[name] = values[name];
    else if (schema?.required?.includes(name)) object[name] = sampleOf(property);
  }
  return object;
}

/** The field names a route reads: its parameters, query and body properties. */
export function fieldsOf(route: CataloguedRoute): string[] {
  const schema = (route.schema ?? {}) as Record<string, JsonSchema | undefined>;
  const params = [...route.url.matchAll(/:(\w+)/g)].map((match) => match[1]);
  return [
    ...params,
    ...Object.keys(schema.querystring?.properties ?? {}),
    ...Object.keys(schema.body?.properties ?? {}),
  ];
}

/** A wildcard stands for a file below the route's folder. */
const WILDCARD_FILE = 'index.html';

/**
 * A request for `route` from its own schema: parameters, query and body fields take the value
 * `values` gives for their name, and required fields without one a sample of their schema.
 */
export function requestFor(route: CataloguedRoute, values: FieldValues): RouteRequest {
  const schema = (route.schema ?? {}) as Record<string, JsonSchema | undefined>;
  const path = route.url
    .replace(/:(\w+)/g, (_, name: string) =>
      encodeURIComponent(String(values[name] ?? sampleOf(schema.params?.properties?.[name]))),
    )
    .replace('*', WILDCARD_FILE);
  const query = objectOf(schema.querystring, values);
  const search = new URLSearchParams(
    Object.entries(query).map(([name, value]) => [name, String(value)]),
  ).toString();
  return {
    method: route.method,
    path: search ? `${path}?${search}` : path,
    body: route.method === 'POST' && schema.body ? objectOf(schema.body, values) : undefined,
  };
}
