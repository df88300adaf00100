import { seededRandom } from '../../../core/seededRandom';
import {
  SIGN_HEADER_PATTERNS,
  canonicalString,
  makeNonce,
  sign,
  WEB_ACCESS_KEY,
} from '../../../core/signing';

// The vector from DESIGN.md "Wire protocol": the browser and the server must both produce it.
const body = { userId: 7, name: '循环', knowledgePointId: null };
const parts = { accessKey: WEB_ACCESS_KEY, timestamp: 1700000000000, nonce: 'n0nce-1' };

describe('canonicalString', () => {
  it('matches the design test vector: nulls dropped, keys sorted, secret last', () => {
    expect(canonicalString(body, parts, 'dev-secret')).toBe(
      'accessKey=web&name=循环&nonce=n0nce-1&timestamp=1700000000000&userId=7&secret=dev-secret',
    );
  });

  it('drops undefined fields and writes arrays and objects as JSON', () => {
    const text = canonicalString(
      { list: [1, 'a'], filter: { id: 2 }, skipped: undefined, flag: false },
      { accessKey: 'web', timestamp: '1', nonce: 'n' },
      's',
    );
    expect(text).toBe('accessKey=web&filter={"id":2}&flag=false&list=[1,"a"]&nonce=n&timestamp=1&secret=s');
  });

  it('sorts by code point, so upper-case keys come before lower-case ones', () => {
    const text = canonicalString({ b: 1, B: 2, a: 3 }, { accessKey: 'k', timestamp: 1, nonce: 'n' }, 's');
    expect(text).toBe('B=2&a=3&accessKey=k&b=1&nonce=n&timestamp=1&secret=s');
  });
});

describe('sign', () => {
  it('is the upper-case MD5 of the design test vector', () => {
    expect(sign(body, parts, 'dev-secret')).toBe('BD69D5B9B92218E4D5B9586396BEF60A');
  });

  it('changes when a field, the timestamp or the secret changes', () => {
    const reference = sign(body, parts, 'dev-secret');
    expect(sign({ ...body, userId: 8 }, parts, 'dev-secret')).not.toBe(reference);
    expect(sign(body, { ...parts, timestamp: 1700000000001 }, 'dev-secret')).not.toBe(reference);
    expect(sign(body, parts, 'other-secret')).not.toBe(reference);
  });
});

describe('makeNonce', () => {
  it('is deterministic for a seeded source and differs between draws', () => {
    let seed = 1;
    const random = () => {
      seed = (seed * 16807) % 2147483647;
      return seed / 2147483647;
    };
    const first = makeNonce(random);
    const second = makeNonce(random);
    expect(first).toMatch(/^[0-9a-z]+$/);
    expect(first).not.toBe(second);
  });
});

describe('SIGN_HEADER_PATTERNS', () => {
  test('take what the web client sends', () => {
    const random = seededRandom(7);
    for (let draw = 0; draw < 200; draw += 1) expect(makeNonce(random)).toMatch(SIGN_HEADER_PATTERNS.nonce);
    // The shortest nonce a draw can give: four zeros.
    expect(makeNonce(() => 0)).toMatch(SIGN_HEADER_PATTERNS.nonce);
    expect(String(Date.now())).toMatch(SIGN_HEADER_PATTERNS.timestamp);
    expect(WEB_ACCESS_KEY).toMatch(SIGN_HEADER_PATTERNS.accessKey);
    expect(sign(body, parts, 'dev-secret')).toMatch(SIGN_HEADER_PATTERNS.sign);
  });

  test.each([
    ['timestamp', ['', '1700000000', '01700000000000', '+1700000000000', '1.7e12', '17000000000000']],
    ['nonce', ['', 'abc', 'two words', 'n'.repeat(65), 'n0nce/1', '%00abcd']],
    ['sign', ['', 'BD69D5B9', 'BD69D5B9B92218E4D5B9586396BEF60G', `${'A'.repeat(32)} `]],
    ['accessKey', ['', 'web ', 'a'.repeat(33), 'we-b']],
  ] as const)('refuse a malformed %s', (name, values) => {
    for (const value of values) expect(value).not.toMatch(SIGN_HEADER_PATTERNS[name]);
  });
});
