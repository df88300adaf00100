import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Paged } from '../../core/homeTypes';
import { PROBLEM_REPORT_LIMITS } from '../../core/problemReportTypes';
import type {
  ProblemReportBody,
  ProblemReportSummary,
  ProblemReportsQuery,
} from '../../core/problemReportTypes';
import { withoutSecrets } from '../../core/secrets';
import type { Db } from '../db/database';
import { problemReportMessages as t } from '../messages';
import { ApiError } from '../plugins/envelope';
import { RetryLaterError } from '../plugins/retryAfter';
import {
  findReportWithAuthor,
  insertProblemReport,
  isQaTester,
  listStudentReports,
  reportTimesAfter,
} from '../repos/problemReportRepo';
import { pagedOf, sliceOf } from './paging';

const HOUR_MS = 60 * 60 * 1000;

function parsedJson(text: string, field: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new ApiError(400, t.badJson(field), null, 'BAD_FIELD');
  }
}

/** The recent actions and events: a list of plain entries, kept without secrets. */
function recentEventsOf(text: string): unknown[] {
  const events = parsedJson(text, 'recentEvents');
  if (!Array.isArray(events) || events.some((entry) => entry === null || typeof entry !== 'object'))
    throw new ApiError(400, t.badJson('recentEvents'), null, 'BAD_FIELD');
  if (events.length > PROBLEM_REPORT_LIMITS.recentEventEntriesMax)
    throw new ApiError(400, t.tooManyEvents(PROBLEM_REPORT_LIMITS.recentEventEntriesMax), null, 'BAD_FIELD');
  return withoutSecrets(events);
}

/** The exported state file; the browser removed its secrets, and so does the server, trusting no client. */
function stateOf(text: string): Record<string, unknown> {
  const state = parsedJson(text, 'state');
  if (state === null || typeof state !== 'object' || Array.isArray(state))
    throw new ApiError(400, t.stateNotObject, null, 'BAD_FIELD');
  return withoutSecrets(state as Record<string, unknown>);
}

/**
 * At most `perHour` reports in any hour: refused with the seconds until the oldest report that
 * fills the window leaves it, so the dialog (and any client) knows when to try again.
 */
async function checkHourlyLimit(db: Db, studentId: number, now: number): Promise<void> {
  const { perHour } = PROBLEM_REPORT_LIMITS;
  const times = await reportTimesAfter(db, studentId, now - HOUR_MS);
  if (times.length < perHour) return;
  const freedAt = times[times.length - perHour] + HOUR_MS;
  throw new RetryLaterError(t.tooMany(perHour), Math.max(1, Math.ceil((freedAt - now) / 1000)));
}

/** Files a student's problem report, at most `perHour` an hour each. */
export async function fileProblemReport(
  db: Db,
  studentId: number,
  body: ProblemReportBody,
  now: number,
): Promise<{ id: number }> {
  const recentEvents = recentEventsOf(body.recentEvents);
  const state = stateOf(body.state);
  await checkHourlyLimit(db, studentId, now);
  const id = await insertProblemReport(db, {
    studentId,
    description: body.description.trim(),
    route: body.route,
    userAgent: body.userAgent,
    appVersion: body.appVersion,
    recentEvents: JSON.stringify(recentEvents),
    state: JSON.stringify(state),
    now,
  });
  return { id };
}

export async function listMyProblemReports(
  db: Db,
  studentId: number,
  query: ProblemReportsQuery,
): Promise<Paged<ProblemReportSummary>> {
  const { rows, total } = await listStudentReports(db, studentId, sliceOf(query));
  const list = rows.map((row) => ({
    id: row.id,
    description: row.description,
    route: row.route,
    createTime: Number(row.created_at),
  }));
  return pagedOf(list, total, query);
}

export function qaStatusOf(db: Db, studentId: number): Promise<boolean> {
  return isQaTester(db, studentId);
}

/** Where the developers' command writes replay files, and where `?replay=<name>` reads them. */
export function replayDirOf(dataDir: string): string {
  return path.join(dataDir, 'replays');
}

export function replayNameOfReport(id: number): string {
  return `problem-${id}`;
}

const REPORT_REPLAY = /^problem-([1-9][0-9]{0,9})$/;

/**
 * A replay file for a QA account: a file in the replay folder by its name, or else a problem
 * report's state as it was filed (`problem-<id>`). Anyone else learns nothing (403).
 */
export async function loadReplay(
  db: Db,
  dataDir: string,
  studentId: number,
  name: string,
): Promise<Record<string, unknown>> {
  if (!(await isQaTester(db, studentId))) throw new ApiError(403, t.notQa);
  const text = await readFile(path.join(replayDirOf(dataDir), `${name}.json`), 'utf8').catch(() => null);
  if (text !== null) {
    try {
      const file = JSON.parse(text) as unknown;
      if (file !== null && typeof file === 'object' && !Array.isArray(file))
        return withoutSecrets(file as Record<string, unknown>);
    } catch {
      // A broken file is as good as none.
    }
  }
  const reportId = REPORT_REPLAY.exec(name)?.[1];
  const report = reportId ? await findReportWithAuthor(db, Number(reportId)) : undefined;
  if (!report) throw new ApiError(404, t.replayNotFound);
  return JSON.parse(report.state) as Record<string, unknown>;
}
