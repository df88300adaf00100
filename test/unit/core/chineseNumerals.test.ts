import { bankTitle, sectionNumber, toChineseNumeral } from '../../../core/format';

describe('toChineseNumeral', () => {
  it.each([
    [1, '一'],
    [8, '八'],
    [9, '九'],
    [10, '十'],
    [11, '十一'],
    [19, '十九'],
    [20, '二十'],
    [21, '二十一'],
    [90, '九十'],
    [99, '九十九'],
  ])('%i → %s', (n, text) => {
    expect(toChineseNumeral(n)).toBe(text);
  });

  it.each([0, 100, -1, 1.5])('leaves %p outside 1-99 as digits', (n) => {
    expect(toChineseNumeral(n)).toBe(String(n));
  });
});

it('bank titles and section numbers', () => {
  expect(bankTitle(1)).toBe('题库一');
  expect(bankTitle(12)).toBe('题库十二');
  expect(sectionNumber(8)).toBe('八、');
});
