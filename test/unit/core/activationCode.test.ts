import {
  activationCheckChar,
  isValidActivationCode,
  normalizeActivationCode,
} from '../../../core/activationCode';

describe('isValidActivationCode', () => {
  it.each(['CS2026ABR', 'SCRATCH19'])('accepts the design vector %s', (code) => {
    expect(isValidActivationCode(code)).toBe(true);
  });

  it('refuses a wrong check character', () => {
    expect(isValidActivationCode('CS2026ABA')).toBe(false);
  });

  it('accepts lower case and surrounding spaces', () => {
    expect(isValidActivationCode('cs2026abr')).toBe(true);
    expect(isValidActivationCode('  scratch19 ')).toBe(true);
  });

  it.each(['', 'CS2026AB', 'CS2026ABRR', 'CS2026-BR', 'CS2026AB码', 'CS 2026ABR'])('refuses %j', (code) => {
    expect(isValidActivationCode(code)).toBe(false);
  });
});

describe('activationCheckChar', () => {
  it('computes the check character of the vectors', () => {
    expect(activationCheckChar('CS2026AB')).toBe('R');
    expect(activationCheckChar('SCRATCH1')).toBe('9');
  });

  it('rejects characters outside 0-9A-Z', () => {
    expect(() => activationCheckChar('ab')).toThrow();
  });
});

it('normalizeActivationCode trims and upper-cases', () => {
  expect(normalizeActivationCode(' cs2026abr\n')).toBe('CS2026ABR');
});
