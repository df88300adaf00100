import { loadConfig } from './config';
import type { Db } from './db/database';
import { openDatabase } from './db/database';
import { migrateToLatest } from './db/migrate';
import { commentMessages } from './messages';
import {
  ReviewError,
  approveComment,
  dismissReport,
  rejectComment,
  reviewQueue,
  upholdReport,
} from './services/reportService';
import {
  SENSITIVE_WORD_MAX,
  addSensitiveWord,
  listSensitiveWords,
  listedFormOf,
  removeSensitiveWord,
} from './services/sensitiveWords';
import { formatDateTime } from './services/time';

const t = commentMessages.review;

/** Exit codes: 0 done, 1 refused (unknown report, already handled…), 2 bad usage. */
export class UsageError extends Error {}

export type ReviewCommand =
  | { kind: 'list' }
  | { kind: 'uphold' | 'dismiss'; reportId: number }
  | { kind: 'approve-comment' | 'reject-comment'; commentId: number }
  | { kind: 'words-list' }
  | { kind: 'words-add' | 'words-remove'; word: string };

function idOf(value: string | undefined): number {
  if (value === undefined) throw new UsageError(t.usage);
  const id = Number(value.trim());
  if (!/^\d+$/.test(value.trim()) || !Number.isSafeInteger(id) || id < 1)
    throw new UsageError(t.badId(value));
  return id;
}

function wordOf(parts: readonly string[]): string {
  const word = listedFormOf(parts.join(' '));
  if (word === '') throw new UsageError(t.needWord);
  if ([...word].length > SENSITIVE_WORD_MAX) throw new UsageError(t.wordTooLong(SENSITIVE_WORD_MAX));
  return word;
}

/** The command line as what to do, or a UsageError saying what is wrong with it. */
export function parseReviewArgs(argv: readonly string[]): ReviewCommand {
  const [command, ...rest] = argv;
  switch (command) {
    case 'list':
      return { kind: 'list' };
    case 'uphold':
    case 'dismiss':
      return { kind: command, reportId: idOf(rest[0]) };
    case 'approve-comment':
    case 'reject-comment':
      return { kind: command, commentId: idOf(rest[0]) };
    case 'words': {
      const [action, ...words] = rest;
      if (action === 'list') return { kind: 'words-list' };
      if (action === 'add') return { kind: 'words-add', word: wordOf(words) };
      if (action === 'remove') return { kind: 'words-remove', word: wordOf(words) };
      throw new UsageError(t.usage);
    }
    case undefined:
      throw new UsageError(t.usage);
    default:
      throw new UsageError(`${t.unknownCommand(command)}\n${t.usage}`);
  }
}

async function describeQueue(db: Db): Promise<string> {
  const queue = await reviewQueue(db);
  const entries = [
    ...queue.reports.map((report) => ({
      at: report.created_at,
      line: t.reportLine(
        report.id,
        formatDateTime(report.created_at),
        report.item
          ? report.kind === 'opus'
            ? t.opusItem(report.item_id, report.item.label, report.item.author, report.item.held)
            : t.commentItem(report.item_id, report.item.label, report.item.author, report.item.held)
          : t.missingItem(report.kind, report.item_id),
        report.reason,
        report.detail,
        report.reporter_name,
        report.openOnItem,
      ),
    })),
    ...queue.appeals.map((appeal) => ({
      at: appeal.created_at,
      line: t.appealLine(
        appeal.id,
        formatDateTime(appeal.created_at),
        appeal.real_name,
        t.targetLabel(appeal.target_type, appeal.target_id),
        appeal.content,
      ),
    })),
  ];
  if (entries.length === 0) return t.emptyQueue;
  return entries
    .sort((a, b) => a.at - b.at)
    .map((entry) => entry.line)
    .join('\n');
}

/** Runs one parsed command; what it prints, and whether it was done. */
export async function runReviewCommand(
  db: Db,
  command: ReviewCommand,
  now: number,
): Promise<{ output: string; done: boolean }> {
  try {
    switch (command.kind) {
      case 'list':
        return { output: await describeQueue(db), done: true };
      case 'uphold':
        return { output: t.upheld(await upholdReport(db, command.reportId, now)), done: true };
      case 'dismiss':
        return { output: t.dismissed(await dismissReport(db, command.reportId, now)), done: true };
      case 'approve-comment':
        await approveComment(db, command.commentId);
        return { output: t.approved(command.commentId), done: true };
      case 'reject-comment':
        await rejectComment(db, command.commentId);
        return { output: t.rejected(command.commentId), done: true };
      case 'words-list': {
        const words = await listSensitiveWords(db);
        return {
          output: [...words.map((row) => row.word), t.wordCount(words.length)].join('\n'),
          done: true,
        };
      }
      case 'words-add':
        return (await addSensitiveWord(db, command.word, now))
          ? { output: t.wordAdded(command.word), done: true }
          : { output: t.wordExists(command.word), done: false };
      case 'words-remove':
        return (await removeSensitiveWord(db, command.word, now))
          ? { output: t.wordRemoved(command.word), done: true }
          : { output: t.wordMissing(command.word), done: false };
    }
  } catch (error) {
    if (!(error instanceof ReviewError)) throw error;
    const id = 'reportId' in command ? command.reportId : 'commentId' in command ? command.commentId : 0;
    const output =
      error.reason === 'reportNotFound'
        ? t.reportNotFound(id)
        : error.reason === 'reportClosed'
          ? t.reportClosed(id)
          : t.appealNotFound(id);
    return { output, done: false };
  }
}

/**
 * `npm run review -- <command>`: the review queue of reported works and comments and of appealed
 * comments, and the sensitive-word list, in the database the server uses (DATA_DIR or
 * DATABASE_URL). A running server sees every change at its next request.
 */
export async function review(argv: readonly string[], env: NodeJS.ProcessEnv = process.env): Promise<number> {
  let command: ReviewCommand;
  try {
    command = parseReviewArgs(argv);
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    console.error(error.message);
    return 2;
  }
  const { db } = openDatabase(loadConfig(env));
  try {
    await migrateToLatest(db);
    // A command run beside the server, not the app: the wall clock is the only one it has.
    const { output, done } = await runReviewCommand(db, command, Date.now());
    (done ? console.log : console.error)(output);
    return done ? 0 : 1;
  } finally {
    await db.destroy();
  }
}

if (require.main === module) {
  review(process.argv.slice(2)).then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
