/**
 * Chinese numerals for bank titles ("题库一") and paper sections ("一、单选题"), 1-99.
 * Tens read as spoken: 十, 十一, 二十, 二十一 (no leading 一 before 十).
 */

const DIGITS = ['零', '一', '二', '三', '四', '五', '六', '七', '八', '九'];

/** 1-99 as Chinese numerals; other numbers come back as Arabic digits rather than a wrong word. */
export function toChineseNumeral(n: number): string {
  if (!Number.isInteger(n) || n < 1 || n > 99) return String(n);
  const tens = Math.floor(n / 10);
  const ones = n % 10;
  if (tens === 0) return DIGITS[ones];
  const tensPart = tens === 1 ? '十' : `${DIGITS[tens]}十`;
  return ones === 0 ? tensPart : `${tensPart}${DIGITS[ones]}`;
}

/** Card title of the n-th question bank (1-based). */
export function bankTitle(n: number): string {
  return `题库${toChineseNumeral(n)}`;
}

/** Heading number of the n-th section of a paper (1-based), e.g. "一、". */
export function sectionNumber(n: number): string {
  return `${toChineseNumeral(n)}、`;
}
