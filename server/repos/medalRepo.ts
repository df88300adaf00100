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

export interface MedalWithAwardRow {
  id: number;
  name: string;
  icon: string;
  description: string;
  obtained_at: number | null;
}

/** Every medal, with when the student earned it (null if not yet). */
export async function listMedalsWithAward(db: Db, studentId: number): Promise<MedalWithAwardRow[]> {
  return db
    .selectFrom('medals')
    .leftJoin('student_medals', (join) =>
      join.onRef('student_medals.medal_id', '=', 'medals.id').on('student_medals.student_id', '=', studentId),
    )
    .select(['medals.id', 'medals.name', 'medals.icon', 'medals.description', 'student_medals.obtained_at'])
    .orderBy('medals.id')
    .execute();
}

/** Awards the named medal once; a medal already held keeps its first date. */
export async function awardMedal(db: Db, studentId: number, name: string, at: number): Promise<void> {
  const medal = await db.selectFrom('medals').select('id').where('name', '=', name).executeTakeFirst();
  if (!medal) return;
  await db
    .insertInto('student_medals')
    .values({ student_id: studentId, medal_id: medal.id, obtained_at: at })
    .onConflict((oc) => oc.columns(['student_id', 'medal_id']).doNothing())
    .execute();
}
