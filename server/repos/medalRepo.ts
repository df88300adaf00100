import type { Db } from '../db/database';

export interface StudentMedalRow {
  id: number;
  name: string;
  icon: string;
  obtained_at: number;
}

export async function listStudentMedals(db: Db, studentId: number): Promise<StudentMedalRow[]> {
  return db
    .selectFrom('student_medals')
    .innerJoin('medals', 'medals.id', 'student_medals.medal_id')
    .select(['medals.id', 'medals.name', 'medals.icon', 'student_medals.obtained_at'])
    .where('student_medals.student_id', '=', studentId)
    .orderBy('student_medals.obtained_at', 'desc')
    .orderBy('medals.id')
    .execute();
}
