import { readFileSync } from 'node:fs';
import path from 'node:path';
import { seedActivationCodes } from '../../../server/db/seed/activationCodes';
import { products } from '../../../server/db/seed/content';

const readme = readFileSync(path.resolve(__dirname, '../../../README.md'), 'utf8');

/** README's table of demo codes: short name → the codes listed in its row. */
function listedCodes(): Map<string, string[]> {
  const rows = readme.matchAll(/^\| `([a-z0-9]+)` +\|[^|\n]+\|((?: *`[0-9A-Z]{9}`)+) *\|$/gm);
  return new Map(
    [...rows].map(([, shortName, codes]) => [
      shortName,
      codes
        .trim()
        .split(/`\s*`?/)
        .filter(Boolean),
    ]),
  );
}

test('README lists every demo product with exactly the seeded codes nobody has redeemed', () => {
  const unused = new Map(
    products.map((product) => [
      product.shortName,
      seedActivationCodes()
        .filter((code) => code.productKey === product.activationCode && code.usedBy === undefined)
        .map((code) => code.code),
    ]),
  );
  expect(listedCodes()).toEqual(unused);
  // Several per product, so a second tester on the same database still has one.
  for (const codes of unused.values()) expect(codes.length).toBeGreaterThanOrEqual(3);
});
