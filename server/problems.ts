import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { RecentEvent } from '../core/problemReportTypes';
import { loadConfig } from './config';
import type { Db } from './db/database';
import { openDatabase } from './db/database';
import { migrateToLatest } from './db/migrate';
import { problemReportMessages } from './messages';
import {
  findReportWithAuthor,
  grantQa,
  listAllReports,
  listQaTesters,
  revokeQa,
} from './repos/problemReportRepo';
import { findStudentByUsername } from './repos/studentRepo';
import { replayDirOf, replayNameOfReport } from './services/problemReportService';
import { formatDateTime } from './services/time';

const t = problemReportMessages.command;
/** How much of a description the list shows. */
const LIST_TEXT_CHARS = 40;

/** Exit codes: 0 done, 1 refused (no such report or student), 2 bad usage. */
export class UsageError extends Error {}

export type ProblemsCommand =
  | { kind: 'list'; student?: string }
  | { kind: 'show'; id: number }
  | { kind: 'replay'; id: number; out?: string }
  | { kind: 'qa-list' }
  | { kind: 'qa-add' | 'qa-remove'; username: string };

function idOf(value: string | undefined): number {
  const text = value?.trim() ?? '';
  if (text === '') throw new UsageError(t.usage);
  const id = Number(text);
  if (!/^\d+$/.test(text) || !Number.isSafeInteger(id) || id < 1) throw new UsageError(t.badId(text));
  return id;
}

function optionsOf(args: readonly string[], options: Record<string, { type: 'string' }>) {
  try {
    return parseArgs({ args: [...args], options, strict: true, allowPositionals: true });
  } catch (error) {
    throw new UsageError(`${(error as Error).message}\n${t.usage}`);
  }
}

/** The command line as what to do, or a UsageError saying what is wrong with it. */
export function parseProblemsArgs(argv: readonly string[]): ProblemsCommand {
  const [command, ...rest] = argv;
  switch (command) {
    case 'list': {
      const { values, positionals } = optionsOf(rest, { student: { type: 'string' } });
      if (positionals.length > 0) throw new UsageError(t.usage);
      return values.student === undefined
        ? { kind: 'list' }
        : { kind: 'list', student: values.student.trim() };
    }
    case 'show':
      return { kind: 'show', id: idOf(rest[0]) };
    case 'replay': {
      const { values, positionals } = optionsOf(rest, { out: { type: 'string' } });
      if (positionals.length !== 1) throw new UsageError(t.usage);
      const id = idOf(positionals[0]);
      return values.out === undefined ? { kind: 'replay', id } : { kind: 'replay', id, out: values.out };
    }
    case 'qa': {
      const [action, username] = rest;
      if (action === 'list') return { kind: 'qa-list' };
      if (action === 'add' || action === 'remove') {
        if (!username?.trim()) throw new UsageError(t.needUsername);
        return { kind: action === 'add' ? 'qa-add' : 'qa-remove', username: username.trim() };
      }
      throw new UsageError(t.usage);
    }
    case undefined:
      throw new UsageError(t.usage);
    default:
      throw new UsageError(`${t.unknownCommand(command)}\n${t.usage}`);
  }
}

function shortened(text: string): string {
  const chars = [...text.replace(/\s+/g, ' ')];
  return chars.length > LIST_TEXT_CHARS ? `${chars.slice(0, LIST_TEXT_CHARS).join('')}…` : chars.join('');
}

function eventLines(recentEvents: string): string[] {
  const events = JSON.parse(recentEvents) as Partial<RecentEvent>[];
  if (events.length === 0) return [t.noEvents];
  return events.map((event) =>
    t.eventLine(
      typeof event.at === 'number' ? formatDateTime(event.at) : '',
      String(event.source ?? ''),
      String(event.type ?? ''),
    ),
  );
}

/** Runs one parsed command; what it prints, and whether it was done. */
export async function runProblemsCommand(
  db: Db,
  command: ProblemsCommand,
  dataDir: string,
  now: number,
): Promise<{ output: string; done: boolean }> {
  switch (command.kind) {
    case 'list': {
      const rows = await listAllReports(db, command.student);
      if (rows.length === 0) return { output: t.noReports, done: true };
      const lines = rows.map((row) =>
        t.reportLine(
          row.id,
          formatDateTime(Number(row.created_at)),
          row.username,
          row.route,
          shortened(row.description),
        ),
      );
      return { output: lines.join('\n'), done: true };
    }
    case 'show': {
      const report = await findReportWithAuthor(db, command.id);
      if (!report) return { output: t.reportNotFound(command.id), done: false };
      const head = t.details({
        id: report.id,
        time: formatDateTime(Number(report.created_at)),
        username: report.username,
        route: report.route,
        userAgent: report.user_agent,
        appVersion: report.app_version,
        description: report.description,
      });
      return { output: [head, ...eventLines(report.recent_events)].join('\n'), done: true };
    }
    case 'replay': {
      const report = await findReportWithAuthor(db, command.id);
      if (!report) return { output: t.reportNotFound(command.id), done: false };
      const name = replayNameOfReport(report.id);
      const file = path.resolve(command.out ?? path.join(replayDirOf(dataDir), `${name}.json`));
      await mkdir(path.dirname(file), { recursive: true });
      // The state was stored as the browser exported it (secrets removed twice): a replay file as it is.
      await writeFile(file, `${JSON.stringify(JSON.parse(report.state), null, 2)}\n`);
      return { output: t.replayWritten(file, name), done: true };
    }
    case 'qa-list': {
      const rows = await listQaTesters(db);
      if (rows.length === 0) return { output: t.qaNone, done: true };
      return {
        output: rows
          .map((row) => t.qaLine(row.username, row.real_name, formatDateTime(Number(row.granted_at))))
          .join('\n'),
        done: true,
      };
    }
    case 'qa-add':
    case 'qa-remove': {
      const student = await findStudentByUsername(db, command.username);
      if (!student) return { output: t.studentNotFound(command.username), done: false };
      if (command.kind === 'qa-add') {
        await grantQa(db, student.id, now);
        return { output: t.qaAdded(command.username), done: true };
      }
      return (await revokeQa(db, student.id))
        ? { output: t.qaRemoved(command.username), done: true }
        : { output: t.qaWasNot(command.username), done: false };
    }
  }
}

/**
 * `npm run problems -- <command>`: students' problem reports (反馈问题) and the QA accounts, in
 * the database the server uses (DATA_DIR or DATABASE_URL); `replay` writes a report's state where
 * a QA account's `?replay=<name>` finds it.
 */
export async function problems(
  argv: readonly string[],
  env: NodeJS.ProcessEnv = process.env,
): Promise<number> {
  let command: ProblemsCommand;
  try {
    command = parseProblemsArgs(argv);
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    console.error(error.message);
    return 2;
  }
  const config = loadConfig(env);
  const { db } = openDatabase(config);
  try {
    await migrateToLatest(db);
    // A command run beside the server, not the app: the wall clock is the only one it has.
    const { output, done } = await runProblemsCommand(db, command, config.dataDir, Date.now());
    (done ? console.log : console.error)(output);
    return done ? 0 : 1;
  } finally {
    await db.destroy();
  }
}

if (require.main === module) {
  problems(process.argv.slice(2)).then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
