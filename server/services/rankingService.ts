import type { Achievements, RankingEntry } from '../../core/homeTypes';
import type { Db } from '../db/database';
import type { MonthlyOpusCountRow } from '../repos/opusRepo';
import {
  countMonthlyOpusInSchool,
  countOpusOfStudent,
  countSchoolmatesBelow,
  listOpusTimesOfStudent,
  listStudentsById,
} from '../repos/opusRepo';
import { monthKey, monthRange } from './months';
import type { MonthRange } from './months';
import type { OpusViewer } from './opusVisibility';

/** The home page's ranking and "我的成就" count the same top list. */
export const TOP_LIST_SIZE = 10;

/**
 * A month's places: most works first; on equal counts, whoever reached that count first (the
 * earlier last work), then the lower id, so the order never depends on how the database returns rows.
 */
function placesOf(rows: MonthlyOpusCountRow[]): MonthlyOpusCountRow[] {
  return [...rows].sort(
    (a, b) => b.opus_count - a.opus_count || a.last_at - b.last_at || a.student_id - b.student_id,
  );
}

function placesByMonth(rows: MonthlyOpusCountRow[], months: number): MonthlyOpusCountRow[][] {
  const buckets: MonthlyOpusCountRow[][] = Array.from({ length: months }, () => []);
  for (const row of rows) buckets[row.bucket]?.push(row);
  return buckets.map(placesOf);
}

/** '1' up, '2' down, '' same place or not ranked last month. */
function trendOf(place: number, lastPlace: number | undefined): RankingEntry['trend'] {
  if (lastPlace === undefined || lastPlace === place) return '';
  return lastPlace > place ? '1' : '2';
}

/**
 * This month's ranking of the caller's school by works made, with the move against last month's
 * full ranking (not just its top list: climbing from 14th to 6th is "up").
 */
export async function getMonthlyRanking(
  db: Db,
  viewer: OpusViewer,
  limit: number,
  now: number,
): Promise<RankingEntry[]> {
  const organizationId = viewer.organizationId;
  if (organizationId === null) return [];
  const months = [monthRange(now, 0), monthRange(now, -1)];
  const [thisMonth = [], lastMonth = []] = placesByMonth(
    await countMonthlyOpusInSchool(db, organizationId, months, viewer),
    months.length,
  );
  const top = thisMonth.slice(0, limit);
  const lastPlaces = new Map(lastMonth.map((row, index) => [row.student_id, index + 1]));
  const students = new Map(
    (
      await listStudentsById(
        db,
        top.map((row) => row.student_id),
      )
    ).map((row) => [row.id, row]),
  );
  return top.map((row, index) => {
    const student = students.get(row.student_id);
    return {
      ranking: index + 1,
      studentId: row.student_id,
      studentAvatar: student?.avatar ?? '',
      studentName: student?.real_name ?? '',
      opusCount: row.opus_count,
      trend: trendOf(index + 1, lastPlaces.get(row.student_id)),
    };
  });
}

/** The distinct months (as ranges) holding these times. */
function monthsOf(times: number[]): MonthRange[] {
  const seen = new Map<number, MonthRange>();
  for (const time of times) {
    const key = monthKey(time);
    if (!seen.has(key)) seen.set(key, monthRange(time, 0));
  }
  return [...seen.values()].sort((a, b) => a.start - b.start);
}

/**
 * "我的成就": works made, months on the school's top list (the current month included: the list
 * the page shows), and the whole percent of schoolmates with fewer works (rounded down, so 100
 * means every schoolmate has fewer). Without a school there is no list and nobody to compare with.
 */
export async function getAchievements(
  db: Db,
  studentId: number,
  organizationId: number | null,
): Promise<Achievements> {
  const myOpusCount = await countOpusOfStudent(db, studentId);
  if (organizationId === null || myOpusCount === 0) {
    return { myOpusCount, myTopCount: 0, beatProportion: 0 };
  }
  const months = monthsOf(await listOpusTimesOfStudent(db, studentId));
  const places = placesByMonth(
    await countMonthlyOpusInSchool(db, organizationId, months, { id: studentId, organizationId }),
    months.length,
  );
  const myTopCount = places.filter((month) =>
    month.slice(0, TOP_LIST_SIZE).some((row) => row.student_id === studentId),
  ).length;
  const { schoolmates, below } = await countSchoolmatesBelow(db, organizationId, studentId, myOpusCount);
  const beatProportion = schoolmates === 0 ? 0 : Math.floor((below / schoolmates) * 100);
  return { myOpusCount, myTopCount, beatProportion };
}
