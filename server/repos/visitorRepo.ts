import type { Db } from '../db/database';

export interface VisitorRow {
  visitor_id: number;
  real_name: string;
  avatar: string;
  visited_at: number;
}

/** The latest visits to a student's page, newest first. */
export async function listRecentVisitors(db: Db, studentId: number, limit: number): Promise<VisitorRow[]> {
  return db
    .selectFrom('visitor_records')
    .innerJoin('students', 'students.id', 'visitor_records.visitor_id')
    .select([
      'visitor_records.visitor_id',
      'students.real_name',
      'students.avatar',
      'visitor_records.visited_at',
    ])
    .where('visitor_records.student_id', '=', studentId)
    .orderBy('visitor_records.visited_at', 'desc')
    .orderBy('visitor_records.id', 'desc')
    .limit(limit)
    .execute();
}
