import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { migrations } from '../../../server/db/migrations';

/**
 * A landed migration never changes: a database that already ran it never runs it again, so an edit
 * would leave old and new databases with different schemas. Each landed migration, and the frozen
 * helpers they build with, is pinned here by the sha256 of its content. A new migration is added
 * to this map when it lands.
 */
const LANDED: Record<string, string> = {
  '2026_01_15_foundation.ts': 'f75b259524bc64f1664cbddf245b8f23c43ea971b95359b65461eb32ef89ed7c',
  '2026_02_01_question_bank.ts': '0c50bd24e115a1081674529a1895aae95246bcc8b43e384232e9ca35760fe7ed',
  '2026_03_01_exam_engine.ts': 'a518e82ad032f25cfee1ae3f2abf5a55aea28627c61ff31afa015728fbe0da25',
  '2026_04_01_student_shell.ts': '0a75c7c700ddd08ac485362e5cfef9234f3520e746067d6acddc1fa71b1de415',
  '2026_04_02_account_expiry.ts': 'b6b5f25c1344e3211e10442a666c9aa4a6ec28fcdd976b109479d19492f21cc9',
  '2026_05_01_home_works.ts': '515871d39432f606877379a7a9cd8522283f5b0441e9145aa4303c0ce421e9b3',
  '2026_05_02_home_content.ts': '5b01484a05698efe0cc3501ebc02c1f7c12e928d8a279100e4a8748be80f2d58',
  '2026_06_01_failed_attempts.ts': 'f7a33d49aefc3b03b030c685f255062085d91da52ea274294515d302584e590a',
  '2026_06_02_server_secrets.ts': '9d6450a0707539e01a14bb5d58c77f738f67a6e6cc0846f2d11c50053488d0e5',
  '2026_06_03_nonces.ts': '054d39cb89560e93eff862d330562839cb5adb529c09a555b1da6a5140362dfb',
  '2026_06_04_card_links_one_group.ts': 'eaf2cb98ce5ef97801353443e3dbf141d4f84cf7e143e720b6f9f14eb4fb3604',
  '2026_06_05_points_ledger.ts': '859154c02cce03adb8a422667d16b34915718dca2a32838697ec05dae88d5c51',
  '2026_06_10_cloud_files.ts': '433ee17fc3ba6193bcc6582d3114da4ec458da14e5cdc3ccce7ef88d4c32eca0',
  '2026_07_01_creation_centre.ts': 'f0b00d5d60ba0010898024fe96b09ec790665211eb446ae95c0eaf27b1bebb9c',
  '2026_08_01_gallery.ts': '28d5d305ca49b23e80a9fa99a79df9a56dfa43c98413c639347f3b3f6a7e04a6',
  '2026_08_02_comments.ts': 'af3b140dcf1484d329358a454065487d07b4efadf7fadfdad89d06a7ed412cd2',
  '2026_08_03_paper_read_aloud.ts': '85c5eae307e762405582fb590d535337e2265a78864c316ef5846554dd084dba',
  '2026_09_20_problem_reports.ts': '15f7062170bc7e9845e95bd2601fdf935978082d578b4fa893186c5b49b75d1c',
  '2026_09_21_courses_study.ts': 'e1931363303e9bbfb3356f4c5ab1c52174d879ef5f0f64cdb3fac2faa0d73416',
  'helpers/v1.ts': 'deb4b12d90b218e73706f49421d75724ed0bc3980407d216ce8b0bf697af96b5',
};

const FOLDER = path.resolve(__dirname, '../../../server/db/migrations');
/** The list of migrations, which grows with each one. */
const MIGRATION_LIST = 'index.ts';

const filesOnDisk = (): string[] =>
  readdirSync(FOLDER, { recursive: true, encoding: 'utf8' })
    .map((file) => file.split(path.sep).join('/'))
    .filter((file) => file.endsWith('.ts') && file !== MIGRATION_LIST)
    .sort();

// Line endings as checked out on another system are not a change.
const sha256 = (file: string): string =>
  createHash('sha256')
    .update(readFileSync(path.join(FOLDER, file), 'utf8').replace(/\r\n/g, '\n'))
    .digest('hex');

test('no landed migration or frozen helper has changed', () => {
  const changed = Object.entries(LANDED)
    .filter(([file, hash]) => sha256(file) !== hash)
    .map(
      ([file]) =>
        `server/db/migrations/${file} changed after it landed. Databases that already ran it will not ` +
        'run it again: restore it and write the change as a new date-prefixed migration instead.',
    );
  expect(changed).toEqual([]);
});

test('every migration file is pinned once it lands', () => {
  const unpinned = filesOnDisk()
    .filter((file) => !(file in LANDED))
    .map((file) => `server/db/migrations/${file} is not pinned: add '${file}': '${sha256(file)}' to LANDED.`);
  expect(unpinned).toEqual([]);
});

test('the migration list runs exactly the migration files, in date order', () => {
  const names = Object.keys(migrations);
  expect(names).toEqual([...names].sort());
  const migrationFiles = filesOnDisk().filter((file) => !file.startsWith('helpers/'));
  expect(names.map((name) => `${name}.ts`)).toEqual(migrationFiles);
});
