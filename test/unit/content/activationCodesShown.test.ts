import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { isValidActivationCode } from '../../../core/activationCode';
import { seedActivationCodes } from '../../../server/db/seed/activationCodes';

/**
 * A working activation code unlocks a paid product, so none may be shown to anyone: not in a
 * picture, a page, a placeholder or seeded content. These folders hold everything that ends up on
 * screen (the client, the files served as they are, the seed's texts and the sources of the
 * generated pictures, clips and manual in tools/); binary files there are generated from those sources.
 */
const SHOWN = ['src', 'public', 'server/db/seed', 'tools'];
/** Where the seed's codes are defined for the database; never displayed. */
const CODE_SOURCES = new Set(['server/db/seed/content/products.ts', 'server/db/seed/activationCodes.ts']);
const TEXT_FILE = /\.(tsx?|jsx?|css|html|svg|json|md|txt|py|vtt)$/i;
/** Nine characters of a code's alphabet, standing alone. */
const CODE_SHAPED = /(?<![0-9A-Za-z])[0-9A-Z]{9}(?![0-9A-Za-z])/g;

const root = path.resolve(__dirname, '../../..');

function shownFiles(): string[] {
  return SHOWN.flatMap((folder) =>
    readdirSync(path.join(root, folder), { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile() && TEXT_FILE.test(entry.name))
      .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)))
      .filter((file) => !CODE_SOURCES.has(file)),
  );
}

test('no page, picture or seeded text shows a code that passes the check character', () => {
  const found = shownFiles().flatMap((file) =>
    [...readFileSync(path.join(root, file), 'utf8').matchAll(CODE_SHAPED)]
      .map(([token]) => token)
      .filter(isValidActivationCode)
      .map((token) => `${file}: ${token}`),
  );
  expect(found).toEqual([]);
});

test('no seeded code appears anywhere shown, in any case', () => {
  const codes = seedActivationCodes().map(({ code }) => code.toLowerCase());
  const found = shownFiles().flatMap((file) => {
    const text = readFileSync(path.join(root, file), 'utf8').toLowerCase();
    return codes.filter((code) => text.includes(code)).map((code) => `${file}: ${code}`);
  });
  expect(found).toEqual([]);
});
