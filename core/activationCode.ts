/**
 * Activation codes: 9 characters of 0-9A-Z, case-insensitive; the 9th is a Luhn mod 36 check
 * character over the first 8 (DESIGN.md "Wire protocol").
 */

export const ACTIVATION_CODE_LENGTH = 9;
/** The characters a code is made of. */
export const ACTIVATION_CODE_ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const ALPHABET = ACTIVATION_CODE_ALPHABET;
const N = ALPHABET.length;

export function normalizeActivationCode(raw: string): string {
  return raw.trim().toUpperCase();
}

/** Luhn mod N check character for `payload` (characters of ALPHABET). */
export function activationCheckChar(payload: string): string {
  let factor = 2;
  let sum = 0;
  for (let i = payload.length - 1; i >= 0; i -= 1) {
    const codePoint = ALPHABET.indexOf(payload[i]);
    if (codePoint < 0) throw new Error(`invalid character ${payload[i]}`);
    let addend = factor * codePoint;
    factor = factor === 2 ? 1 : 2;
    addend = Math.floor(addend / N) + (addend % N);
    sum += addend;
  }
  return ALPHABET[(N - (sum % N)) % N];
}

/** A whole code: the 8-character payload followed by its check character. */
export function activationCodeOf(payload: string): string {
  return `${payload}${activationCheckChar(payload)}`;
}

export function isValidActivationCode(raw: string): boolean {
  const code = normalizeActivationCode(raw);
  if (code.length !== ACTIVATION_CODE_LENGTH) return false;
  if (!/^[0-9A-Z]+$/.test(code)) return false;
  return activationCheckChar(code.slice(0, -1)) === code[code.length - 1];
}
