/** @jest-environment node */
import { execFile } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { activities } from '../../../server/db/seed/campus/activities';
import { workTitles } from '../../../server/db/seed/works/catalogue';
import { OPUS_TAGS } from '../../../server/db/seed/works/tags';
import { checkSb3 } from '../../../server/services/sb3Check';
import { RESULT_PREFIX } from './worksPlayer';

/**
 * The demo school's works are real programs: every Scratch project loads in the Scratch engine and
 * changes the stage within moments of the green flag; every Python program runs to its end in
 * Python with our turtle module, given what a child would type.
 */

const PUBLIC_DIR = path.resolve(__dirname, '../../../public');
const scratch = workTitles.filter((work) => work.opusType === 1);
const python = workTitles.filter((work) => work.opusType === 2);
const fileOf = (url: string) => path.join(PUBLIC_DIR, url);

test('at least 40 Scratch and 20 Python works, each with its cover, project, tags and description', () => {
  expect(scratch.length).toBeGreaterThanOrEqual(40);
  expect(python.length).toBeGreaterThanOrEqual(20);
  const problems = workTitles.flatMap((work) => [
    ...(existsSync(fileOf(work.cover)) ? [] : [`${work.title}: no cover ${work.cover}`]),
    ...(existsSync(fileOf(work.projectPath)) ? [] : [`${work.title}: no project ${work.projectPath}`]),
    ...(work.tags.length > 0 && work.tags.every((tag) => (OPUS_TAGS as readonly string[]).includes(tag))
      ? []
      : [`${work.title}: tags ${work.tags.join(',')}`]),
    ...(work.description.length >= 10 && work.description.length <= 80 ? [] : [`${work.title}: description`]),
  ]);
  expect(problems).toEqual([]);
  expect(new Set(workTitles.map((work) => work.title)).size).toBe(workTitles.length);
  const activityKeys = new Set(activities.map((activity) => activity.key));
  expect(workTitles.filter((work) => work.activity && !activityKeys.has(work.activity))).toEqual([]);
});

test('every Scratch work is a whole project: parseable, with every asset it names', () => {
  const problems = scratch
    .map((work) => ({ title: work.title, problem: checkSb3(readFileSync(fileOf(work.projectPath))) }))
    .filter((result) => result.problem !== null);
  expect(problems).toEqual([]);
});

/**
 * Runs the engines in a child process: the Scratch engine and Python (Pyodide) are loaded the way
 * Node loads them, which Jest's module sandbox cannot do. The player prints its findings as JSON.
 */
function play(kind: 'scratch' | 'python'): Promise<string[]> {
  return new Promise((resolve, reject) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', path.join(__dirname, 'worksPlayer.ts'), kind],
      { maxBuffer: 16 * 1024 * 1024 },
      (error, stdout) => {
        const line = stdout.split('\n').find((one) => one.startsWith(RESULT_PREFIX));
        if (!line) reject(error ?? new Error(`the ${kind} player printed no result`));
        else resolve(JSON.parse(line.slice(RESULT_PREFIX.length)) as string[]);
      },
    );
  });
}

test('every Scratch work starts from a green-flag script and changes the stage within 1.5 s of the flag', async () => {
  expect(await play('scratch')).toEqual([]);
}, 90_000);

test('every Python work runs to its end with our turtle module; drawings draw, programs print', async () => {
  expect(await play('python')).toEqual([]);
}, 120_000);
