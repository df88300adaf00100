import { byteRangeOf } from '../../../server/services/byteRange';

describe('byteRangeOf', () => {
  test.each([
    ['bytes=0-99', { start: 0, end: 99 }],
    ['bytes=100-', { start: 100, end: 999 }],
    ['bytes=-100', { start: 900, end: 999 }],
    ['bytes=-5000', { start: 0, end: 999 }],
    ['bytes=990-5000', { start: 990, end: 999 }],
    [' bytes=5-5 ', { start: 5, end: 5 }],
  ])('%s of 1000 bytes', (header, range) => {
    expect(byteRangeOf(header, 1000)).toEqual(range);
  });

  test.each(['bytes=1000-', 'bytes=1000-1001', 'bytes=-0'])('%s of 1000 bytes cannot be served', (header) => {
    expect(byteRangeOf(header, 1000)).toBe('unsatisfiable');
  });

  test.each([undefined, '', 'bytes=-', 'bytes=0-1,5-9', 'items=0-9', 'bytes=9-5', 'bytes=a-b'])(
    '%s asks for the whole file',
    (header) => {
      expect(byteRangeOf(header, 1000)).toBeNull();
    },
  );

  test('nothing of an empty file can be asked for by range', () => {
    expect(byteRangeOf('bytes=0-', 0)).toBe('unsatisfiable');
    expect(byteRangeOf('bytes=-1', 0)).toBe('unsatisfiable');
  });
});
