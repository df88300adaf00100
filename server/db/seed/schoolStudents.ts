import type { Db } from '../database';
import { hashPassword } from '../../services/password';
import { DEMO_PASSWORD, demoOrganization } from './demoSchool';
import type { DemoStudent } from './demoSchool';

/** An account in one of the demo school's classes, with the demo password. */
export interface SchoolStudent {
  username: string;
  realName: string;
  nickName: string;
  avatar: string;
  className: string;
  schoolStatus: 0 | 1;
  studentStatus: 0 | 1;
  /** The completed profile (its name is the real name), or null if never filled in. */
  bind: DemoStudent['bind'];
  createdAt: number;
}

/**
 * Adds the students whose username is not taken yet. One already there is left alone, so a
 * password or profile changed later survives a second seeding. Runs after the school is seeded.
 */
export async function addSchoolStudents(db: Db, students: readonly SchoolStudent[]): Promise<void> {
  const existing = await db
    .selectFrom('students')
    .select('username')
    .where(
      'username',
      'in',
      students.map((student) => student.username),
    )
    .execute();
  const known = new Set(existing.map((row) => row.username));
  const missing = students.filter((student) => !known.has(student.username));
  if (missing.length === 0) return;

  const campus = await db
    .selectFrom('campuses')
    .innerJoin('organizations', 'organizations.id', 'campuses.organization_id')
    .select(['campuses.id as campus_id', 'organizations.id as organization_id'])
    .where('organizations.name', '=', demoOrganization.name)
    .where('campuses.name', '=', demoOrganization.campus)
    .executeTakeFirstOrThrow();
  const classes = await db
    .selectFrom('classes')
    .select(['id', 'name'])
    .where('campus_id', '=', campus.campus_id)
    .execute();
  const classId = new Map(classes.map((row) => [row.name, row.id]));
  // One hash per new account, in parallel on libuv's pool, outside any transaction.
  const hashes = await Promise.all(missing.map(() => hashPassword(DEMO_PASSWORD)));

  for (const [index, student] of missing.entries()) {
    await db
      .insertInto('students')
      .values({
        username: student.username,
        password_hash: hashes[index] as string,
        real_name: student.realName,
        nick_name: student.nickName,
        avatar: student.avatar,
        organization_id: campus.organization_id,
        campus_id: campus.campus_id,
        class_id: classId.get(student.className) ?? null,
        school_status: student.schoolStatus,
        student_status: student.studentStatus,
        login_from: 1,
        bind_name: student.bind ? student.realName : null,
        bind_sex: student.bind?.sex ?? null,
        bind_birthday: student.bind?.birthDayStr ?? null,
        bind_parents_contact: student.bind?.parentsContactWay ?? null,
        created_at: student.createdAt,
      })
      .onConflict((oc) => oc.column('username').doNothing())
      .execute();
  }
}
