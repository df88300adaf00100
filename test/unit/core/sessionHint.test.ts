import { hasSessionHint } from '../../../core/sessionHint';

test('the hint is read from a Cookie header among other cookies', () => {
  expect(hasSessionHint('codesprout_session=1')).toBe(true);
  expect(hasSessionHint('theme=light; codesprout_session=1; lang=zh')).toBe(true);
});

test('no header, a cleared hint or a cookie of a similar name is no hint', () => {
  expect(hasSessionHint(undefined)).toBe(false);
  expect(hasSessionHint('')).toBe(false);
  expect(hasSessionHint('codesprout_session=')).toBe(false);
  expect(hasSessionHint('codesprout_session=0')).toBe(false);
  expect(hasSessionHint('my_codesprout_session=1')).toBe(false);
  expect(hasSessionHint('codesprout_session=1x')).toBe(false);
});
