/**
 * Writes the seeded works' covers (public/works/covers/*.svg), their Scratch projects
 * (public/works/scratch/*.sb3) and Python programs (public/works/python/*.py), and the
 * classmates' avatars (public/avatars/classmates/*.svg).
 * Run after changing the catalogue, the projects or the drawings:
 * `node --import tsx tools/works/generate.ts`. The output is byte-stable (fixed zip dates,
 * content-hashed assets), so re-running without changes leaves git clean. The generated files are
 * committed; the server only serves them.
 */
import fs from 'node:fs';
import path from 'node:path';
import { workTitles } from '../../server/db/seed/works/catalogue';
import { classmates } from '../../server/db/seed/works/classmates';
import { buildProject } from '../materials/generate';
import { avatarSvg, coverSvg } from './art';
import { pythonWorks } from './python';
import { scratchWorks } from './scratch';

const PUBLIC_DIR = path.resolve(__dirname, '../../public');

function write(relative: string, content: string | Buffer): void {
  const file = path.join(PUBLIC_DIR, relative);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, content);
}

/** Every title has its program, and every program a title: a typo in either shows here. */
function checkPaired(kind: string, titles: string[], programs: Record<string, unknown>): void {
  const missing = titles.filter((title) => !(title in programs));
  const unused = Object.keys(programs).filter((title) => !titles.includes(title));
  if (missing.length > 0 || unused.length > 0)
    throw new Error(
      `${kind}: no program for ${missing.join(', ') || '-'}; no title for ${unused.join(', ') || '-'}`,
    );
}

const scratch = workTitles.filter((work) => work.opusType === 1);
const python = workTitles.filter((work) => work.opusType === 2);
checkPaired(
  'Scratch',
  scratch.map((work) => work.title),
  scratchWorks,
);
checkPaired(
  'Python',
  python.map((work) => work.title),
  pythonWorks,
);

for (const work of workTitles) write(work.cover, coverSvg(work.scene, work.cover, work.variant));
for (const work of scratch)
  write(work.projectPath, buildProject(scratchWorks[work.title] as (typeof scratchWorks)[string]));
for (const work of python) write(work.projectPath, pythonWorks[work.title] as string);
for (const classmate of classmates) {
  write(`/avatars/classmates/${classmate.username}.svg`, avatarSvg(classmate.username, classmate.girl));
}
console.log(
  `${workTitles.length} covers, ${scratch.length} Scratch projects, ${python.length} Python programs, ${classmates.length} avatars written`,
);
