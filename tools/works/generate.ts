/**
 * Writes the seeded works' covers (public/works/covers/*.svg), their Python programs
 * (public/works/python/*.py) and the classmates' avatars (public/avatars/classmates/*.svg).
 * Run after changing the catalogue or the drawings: `node --import tsx tools/works/generate.ts`.
 * The output is byte-stable, so re-running without changes leaves git clean. The generated files
 * are committed; the server only serves them.
 */
import fs from 'node:fs';
import path from 'node:path';
import { avatarSvg, coverSvg } from './art';
import { pythonPrograms, workTitles } from '../../server/db/seed/works/catalogue';
import { classmates } from '../../server/db/seed/works/classmates';

const PUBLIC_DIR = path.resolve(__dirname, '../../public');

function write(relative: string, content: string): void {
  const file = path.join(PUBLIC_DIR, relative);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, content);
}

for (const work of workTitles) write(work.cover, coverSvg(work.scene, work.cover, work.variant));
for (const [file, source] of Object.entries(pythonPrograms)) write(`/works/python/${file}`, source);
for (const classmate of classmates) {
  write(`/avatars/classmates/${classmate.username}.svg`, avatarSvg(classmate.username, classmate.girl));
}
console.log(
  `${workTitles.length} covers, ${Object.keys(pythonPrograms).length} programs, ${classmates.length} avatars written`,
);
