import { NUL_FREE, SAFE_NUMBER_MAX, SAFE_NUMBER_MIN, withSafeInput } from '../../../server/plugins/safeInput';

describe('withSafeInput', () => {
  test('gives a number without bounds the safe-integer range and keeps tighter ones', () => {
    const schema = withSafeInput({
      type: 'object',
      properties: {
        free: { type: 'integer' },
        paged: { type: 'integer', minimum: 1, maximum: 50 },
        wide: { type: 'number', minimum: -1e300, maximum: 1e300 },
        optional: { type: ['integer', 'null'] },
      },
    });
    expect(schema.properties).toEqual({
      free: { type: 'integer', minimum: SAFE_NUMBER_MIN, maximum: SAFE_NUMBER_MAX },
      paged: { type: 'integer', minimum: 1, maximum: 50 },
      wide: { type: 'number', minimum: SAFE_NUMBER_MIN, maximum: SAFE_NUMBER_MAX },
      optional: { type: ['integer', 'null'], minimum: SAFE_NUMBER_MIN, maximum: SAFE_NUMBER_MAX },
    });
  });

  test('makes every string NUL-free, next to a pattern of its own when it has one', () => {
    const schema = withSafeInput({
      type: 'object',
      properties: {
        name: { type: 'string', maxLength: 20 },
        digits: { type: 'string', pattern: '^[0-9]+$' },
      },
    });
    expect(schema.properties).toEqual({
      name: { type: 'string', maxLength: 20, pattern: NUL_FREE },
      digits: { type: 'string', pattern: '^[0-9]+$', allOf: [{ pattern: NUL_FREE }] },
    });
    expect(new RegExp(NUL_FREE, 'u').test('a\u0000b')).toBe(false);
    expect(new RegExp(NUL_FREE, 'u').test('循环 loop')).toBe(true);
  });

  test('reaches nested objects, array items and alternatives; leaves the input as it was', () => {
    const input = {
      type: 'object',
      properties: {
        answers: {
          type: 'array',
          items: { type: 'object', properties: { questionId: { type: 'integer', minimum: 1 } } },
        },
        result: { anyOf: [{ type: 'null' }, { type: 'number' }] },
      },
      additionalProperties: false,
    };
    const before = JSON.stringify(input);
    const schema = withSafeInput(input) as typeof input;
    expect(schema.properties.answers.items.properties.questionId).toEqual({
      type: 'integer',
      minimum: 1,
      maximum: SAFE_NUMBER_MAX,
    });
    expect(schema.properties.result.anyOf[1]).toEqual({
      type: 'number',
      minimum: SAFE_NUMBER_MIN,
      maximum: SAFE_NUMBER_MAX,
    });
    expect(schema.additionalProperties).toBe(false);
    expect(JSON.stringify(input)).toBe(before);
  });

  test('leaves enums and defaults alone: they are values, not schemas', () => {
    const field = { type: 'integer', enum: [0, 1], default: 0 };
    expect(withSafeInput(field)).toEqual({ ...field, minimum: SAFE_NUMBER_MIN, maximum: SAFE_NUMBER_MAX });
  });
});
