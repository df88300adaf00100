import type { FastifyInstance, FastifySchema } from 'fastify';

/**
 * Two rules every request field obeys, whatever its schema says, so no schema has to remember
 * them and the OpenAPI document shows them:
 *
 * - A number is a safe integer's magnitude or less, so "Infinity", "1e400" or 2^60 never reach
 *   SQL, a counter or a stored sequence. Ajv coerces the strings "Infinity" and "1e400" (query,
 *   params, forms, JSON strings) to ±Infinity after its type check, and `minimum`/`maximum` only
 *   bound finite numbers unless `strictNumbers` is off. With it off (app.ts), a bound refuses
 *   every out-of-range number, finite or not, and every numeric schema gets one here.
 * - A string holds no NUL character: PostgreSQL cannot store one in text, and no form needs it.
 */
export const SAFE_NUMBER_MIN = Number.MIN_SAFE_INTEGER;
export const SAFE_NUMBER_MAX = Number.MAX_SAFE_INTEGER;
export const NUL_FREE = '^[^\\u0000]*$';

type Schema = Record<string, unknown>;

/** Keywords whose value is a subschema or a list of them. */
const SUBSCHEMAS = [
  'items',
  'prefixItems',
  'additionalItems',
  'additionalProperties',
  'unevaluatedProperties',
  'unevaluatedItems',
  'contains',
  'propertyNames',
  'anyOf',
  'oneOf',
  'allOf',
  'not',
  'if',
  'then',
  'else',
] as const;
/** Keywords whose value maps names to subschemas. */
const SCHEMA_MAP = ['properties', 'patternProperties', 'definitions', '$defs', 'dependentSchemas'] as const;

/** The parts of a route schema that describe what the caller sends. */
const REQUEST_PARTS = ['body', 'querystring', 'params', 'headers'] as const;

function isSchema(value: unknown): value is Schema {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function hasType(schema: Schema, ...names: string[]): boolean {
  const types = Array.isArray(schema.type) ? schema.type : [schema.type];
  return names.some((name) => types.includes(name));
}

function bound(given: unknown, fallback: number, pick: (a: number, b: number) => number): number {
  return typeof given === 'number' ? pick(given, fallback) : fallback;
}

const bounded = new WeakMap<Schema, Schema>();

function boundedSubschemas(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(boundedSubschemas);
  return isSchema(value) ? withSafeInput(value) : value;
}

/** A copy of `schema` in which every number has safe bounds and every string is NUL-free. */
export function withSafeInput(schema: Schema): Schema {
  const known = bounded.get(schema);
  if (known) return known;

  const out: Schema = { ...schema };
  if (hasType(schema, 'integer', 'number')) {
    out.minimum = bound(schema.minimum, SAFE_NUMBER_MIN, Math.max);
    out.maximum = bound(schema.maximum, SAFE_NUMBER_MAX, Math.min);
  }
  if (hasType(schema, 'string')) {
    // One `pattern` per schema: a field with its own keeps it, and the rule joins through allOf.
    if (schema.pattern === undefined) out.pattern = NUL_FREE;
    else out.allOf = [...(Array.isArray(schema.allOf) ? schema.allOf : []), { pattern: NUL_FREE }];
  }
  for (const key of SUBSCHEMAS) if (key in schema) out[key] = boundedSubschemas(schema[key]);
  for (const key of SCHEMA_MAP) {
    const map = schema[key];
    if (isSchema(map)) {
      out[key] = Object.fromEntries(Object.entries(map).map(([name, sub]) => [name, boundedSubschemas(sub)]));
    }
  }
  bounded.set(schema, out);
  return out;
}

/** Applies both rules to the request parts of every route registered after this call, in any plugin. */
export function registerSafeInput(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    const schema = route.schema as Record<string, unknown> | undefined;
    if (!schema) return;
    const parts = REQUEST_PARTS.filter((part) => isSchema(schema[part]));
    if (parts.length === 0) return;
    const safe: Record<string, unknown> = { ...schema };
    for (const part of parts) safe[part] = withSafeInput(schema[part] as Schema);
    route.schema = safe as FastifySchema;
  });
}
