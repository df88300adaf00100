import fc from 'fast-check';
import type { JsonSchema } from './operations';

/** JSON text placed as is: number literals JSON.stringify cannot write (1e400) and deep nesting. */
export class RawJson {
  constructor(readonly text: string) {}
}

const MEGABYTE_STRING = 'x'.repeat(1_000_000);
/** Past Node's 16 KB header limit when it lands in a URL. */
const LONG_URL_STRING = 'y'.repeat(20_000);
const DEEP_NESTING = new RawJson(`${'['.repeat(5000)}${']'.repeat(5000)}`);

/** Strings a careless server coerces, truncates, decodes or trips over. */
const HOSTILE_STRINGS = [
  'Infinity',
  '-Infinity',
  '1e400',
  '-1e400',
  'NaN',
  '9007199254740993',
  '-9007199254740993',
  '1e20',
  '0x10',
  '-0',
  ' 1 ',
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\ud800',
  '\udfff',
  '\u202eevil',
  '\u200b',
  '😀🧒',
  'e\u0301\u0301\u0301',
  '%00',
  '%E0%A4%A',
  '%',
  '../../etc/passwd',
  "' OR '1'='1",
  '<script>alert(1)</script>',
  '__proto__',
  'constructor',
  'null',
  'true',
  '[]',
  '{}',
];

const HOSTILE_NUMBERS = [2 ** 53, -(2 ** 53), 1e20, -1e20, Number.MAX_VALUE, -1, 0, -0, 1.5, 2147483648];

const HOSTILE_LITERALS = ['1e400', '-1e400', '1e-400', '123456789012345678901234567890'].map(
  (text) => new RawJson(text),
);

/** A value of any shape that a schema rarely expects: wrong types, edge numbers, odd text. */
export function hostileValue(): fc.Arbitrary<unknown> {
  return fc.oneof(
    { arbitrary: fc.constantFrom(...HOSTILE_STRINGS), weight: 8 },
    { arbitrary: fc.constantFrom(...HOSTILE_NUMBERS), weight: 4 },
    { arbitrary: fc.constantFrom(...HOSTILE_LITERALS), weight: 3 },
    { arbitrary: fc.constantFrom<unknown>(true, false, null, [], {}, [1, 'a'], { a: { b: 1 } }), weight: 3 },
    { arbitrary: fc.string({ unit: 'binary', maxLength: 40 }), weight: 3 },
    { arbitrary: fc.constant(MEGABYTE_STRING), weight: 1 },
    { arbitrary: fc.constant(DEEP_NESTING), weight: 1 },
  );
}

/** The same, as text for a URL or a form (where everything is a string). */
export function hostileText(): fc.Arbitrary<string> {
  return fc.oneof(
    { arbitrary: hostileValue().map(asText), weight: 12 },
    { arbitrary: fc.constant(LONG_URL_STRING), weight: 1 },
  );
}

/** How a value travels in a query string or a form: strings as they are, the rest as JSON. */
export function asText(value: unknown): string {
  if (typeof value === 'string') return value === MEGABYTE_STRING ? LONG_URL_STRING : value;
  if (value instanceof RawJson) return value === DEEP_NESTING ? '[[[[[[[[' : value.text;
  return JSON.stringify(value) ?? String(value);
}

/** JSON text of a value that may hold RawJson pieces and own `__proto__` keys. */
export function jsonText(value: unknown): string {
  if (value instanceof RawJson) return value.text;
  if (Array.isArray(value)) return `[${value.map(jsonText).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value).map(([key, item]) => `${JSON.stringify(key)}:${jsonText(item)}`);
    return `{${entries.join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

function typesOf(schema: JsonSchema): string[] {
  if (Array.isArray(schema.type)) return schema.type;
  if (schema.type) return [schema.type];
  return schema.properties ? ['object'] : ['string'];
}

const SMALL_SPAN = 30;

function integerIn(schema: JsonSchema): fc.Arbitrary<number> {
  const min = schema.minimum ?? -1000;
  const max = schema.maximum ?? 1000;
  // Seeded ids are small: most draws land near the bottom of the range, where rows exist.
  return fc.oneof(
    { arbitrary: fc.integer({ min, max: Math.min(max, min + SMALL_SPAN) }), weight: 3 },
    { arbitrary: fc.integer({ min, max }), weight: 1 },
  );
}

function stringIn(schema: JsonSchema): fc.Arbitrary<string> {
  const maxLength = Math.min(schema.maxLength ?? 40, 40);
  const minLength = Math.min(schema.minLength ?? 0, maxLength);
  if (schema.pattern) {
    return fc
      .stringMatching(new RegExp(schema.pattern))
      .filter((text) => text.length >= minLength && text.length <= (schema.maxLength ?? Infinity));
  }
  return fc.oneof(fc.string({ minLength, maxLength }), fc.string({ unit: 'grapheme', minLength, maxLength }));
}

/** Known good values for fields that name the caller, so calls get past the ownership guard. */
export type Hints = Record<string, unknown>;

/**
 * Values that mostly satisfy `schema` (so calls reach the services), with a hostile leaf now and
 * then at any depth.
 */
export function valueFor(schema: JsonSchema, hints: Hints, depth = 0): fc.Arbitrary<unknown> {
  return fc.oneof(
    { arbitrary: validValueFor(schema, hints, depth), weight: 6 },
    { arbitrary: hostileValue(), weight: 1 },
  );
}

function validValueFor(schema: JsonSchema, hints: Hints, depth: number): fc.Arbitrary<unknown> {
  if (schema.enum) return fc.constantFrom(...schema.enum);
  if (schema.const !== undefined) return fc.constant(schema.const);
  const options = schema.anyOf ?? schema.oneOf;
  if (options) return fc.oneof(...options.map((option) => validValueFor(option, hints, depth)));
  return fc.oneof(...typesOf(schema).map((type) => valueOfType(type, schema, hints, depth)));
}

function valueOfType(type: string, schema: JsonSchema, hints: Hints, depth: number): fc.Arbitrary<unknown> {
  switch (type) {
    case 'integer':
      return integerIn(schema);
    case 'number':
      return fc.double({ min: schema.minimum ?? -1e6, max: schema.maximum ?? 1e6, noNaN: true });
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(schema.items ? valueFor(schema.items, hints, depth + 1) : hostileValue(), {
        maxLength: Math.min(schema.maxItems ?? 4, 4),
      });
    case 'object':
      return objectFor(schema, hints, depth);
    default:
      return stringIn(schema);
  }
}

function objectFor(schema: JsonSchema, hints: Hints, depth: number): fc.Arbitrary<unknown> {
  const properties = Object.entries(schema.properties ?? {});
  if (properties.length === 0 || depth > 4) return fc.constant({});
  const model = Object.fromEntries(
    properties.map(([name, property]) => {
      const generated = valueFor(property, hints, depth + 1);
      const hint = hints[name];
      return [
        name,
        hint === undefined
          ? generated
          : fc.oneof({ arbitrary: fc.constant(hint), weight: 4 }, { arbitrary: generated, weight: 1 }),
      ];
    }),
  );
  return fc.record(model, { requiredKeys: schema.required ?? [] });
}
