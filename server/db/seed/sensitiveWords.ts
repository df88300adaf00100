import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Db } from '../database';
import { loadSensitiveWords } from '../../services/sensitiveWords';

/** The committed word list: one word a line; blank lines and `#` notes are skipped. */
export const SENSITIVE_WORD_FILE = path.join(__dirname, 'sensitiveWords.txt');

export function readSensitiveWordFile(file: string = SENSITIVE_WORD_FILE): string[] {
  return readFileSync(file, 'utf8')
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'));
}

/**
 * Puts the committed list's words into `sensitive_words`. Only words never listed are added, so a
 * word a teacher removed with the review command stays removed, and a word added to the file in a
 * later release arrives at the next start.
 */
export async function seedSensitiveWords(db: Db, now: number): Promise<void> {
  await loadSensitiveWords(db, readSensitiveWordFile(), now);
}
