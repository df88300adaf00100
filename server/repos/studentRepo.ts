import type { Insertable, Selectable } from 'kysely';
import type { Db } from '../db/database';
import type { StudentRow, StudentsTable } from '../db/schema';

/** A student with the names of their organisation, campus and class. */
export interface StudentProfileRow extends Selectable<StudentsTable> {
  organization_name: string | null;
  campus_name: string | null;
  class_name: string | null;
}

function profileQuery(db: Db) {
  return db
    .selectFrom('students')
    .leftJoin('organizations', 'organizations.id', 'students.organization_id')
    .leftJoin('campuses', 'campuses.id', 'students.campus_id')
    .leftJoin('classes', 'classes.id', 'students.class_id')
    .selectAll('students')
    .select([
      'organizations.name as organization_name',
      'campuses.name as campus_name',
      'classes.name as class_name',
    ]);
}

export async function findStudentByUsername(db: Db, username: string): Promise<StudentRow | undefined> {
  return db.selectFrom('students').selectAll().where('username', '=', username).executeTakeFirst();
}

export async function findStudentProfile(db: Db, studentId: number): Promise<StudentProfileRow | undefined> {
  return profileQuery(db).where('students.id', '=', studentId).executeTakeFirst();
}

/** The owner of a live (unexpired, unrevoked) token, in one round trip: this runs on every call. */
export async function findStudentProfileByTokenHash(
  db: Db,
  tokenHash: string,
  now: number,
): Promise<StudentProfileRow | undefined> {
  return profileQuery(db)
    .innerJoin('access_tokens', 'access_tokens.student_id', 'students.id')
    .where('access_tokens.token_hash', '=', tokenHash)
    .where('access_tokens.revoked_at', 'is', null)
    .where('access_tokens.expires_at', '>', now)
    .executeTakeFirst();
}

export async function insertStudent(db: Db, student: Insertable<StudentsTable>): Promise<number> {
  const row = await db.insertInto('students').values(student).returning('id').executeTakeFirstOrThrow();
  return row.id;
}
