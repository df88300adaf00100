import { jsonDepthExceeds } from '../../../server/plugins/jsonBody';

const nested = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;

describe('jsonDepthExceeds', () => {
  test('counts objects and arrays, at the limit and one past it', () => {
    expect(jsonDepthExceeds(nested(32), 32)).toBe(false);
    expect(jsonDepthExceeds(nested(33), 32)).toBe(true);
    expect(jsonDepthExceeds(`{"a":{"b":[${nested(30)}]}}`, 32)).toBe(true);
    expect(jsonDepthExceeds('{"a":{"b":[1,2]},"c":[{"d":3}]}', 3)).toBe(false);
  });

  test('skips brackets inside strings, escaped quotes included', () => {
    expect(jsonDepthExceeds(`{"text":"${'['.repeat(100)}"}`, 2)).toBe(false);
    expect(jsonDepthExceeds(`{"text":"say \\"${'{'.repeat(100)}\\" twice"}`, 2)).toBe(false);
    expect(jsonDepthExceeds(`{"text":"ends with a backslash \\\\","list":${nested(5)}}`, 4)).toBe(true);
  });

  test('reads a long flat body in one pass', () => {
    expect(jsonDepthExceeds(`[${'1,'.repeat(500_000)}1]`, 32)).toBe(false);
  });
});
