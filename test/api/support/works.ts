import type { Db } from '../../../server/db/database';
import { insertOpus } from '../../../server/repos/opusRepo';
import { insertStudent } from '../../../server/repos/studentRepo';
import { insertAccessToken } from '../../../server/repos/tokenRepo';
import { hashAccessToken, newAccessToken } from '../../../server/services/tokens';

const DAY_MS = 24 * 60 * 60 * 1000;

export interface School {
  organizationId: number;
  campusId: number;
  classIds: Record<string, number>;
}

/** Another school with its own campus and classes, made straight in the database. */
export async function createSchool(db: Db, name: string, classNames: string[]): Promise<School> {
  const now = Date.now();
  const org = await db
    .insertInto('organizations')
    .values({ name, created_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  const campus = await db
    .insertInto('campuses')
    .values({ organization_id: org.id, name: `${name}校区` })
    .returning('id')
    .executeTakeFirstOrThrow();
  const classIds: Record<string, number> = {};
  for (const className of classNames) {
    const row = await db
      .insertInto('classes')
      .values({ campus_id: campus.id, name: className })
      .returning('id')
      .executeTakeFirstOrThrow();
    classIds[className] = row.id;
  }
  return { organizationId: org.id, campusId: campus.id, classIds };
}

export async function schoolOf(db: Db, username: string): Promise<School> {
  const student = await db
    .selectFrom('students')
    .select(['organization_id', 'campus_id'])
    .where('username', '=', username)
    .executeTakeFirstOrThrow();
  const classes = await db
    .selectFrom('classes')
    .select(['id', 'name'])
    .where('campus_id', '=', student.campus_id as number)
    .execute();
  return {
    organizationId: student.organization_id as number,
    campusId: student.campus_id as number,
    classIds: Object.fromEntries(classes.map((row) => [row.name, row.id])),
  };
}

export interface TokenStudent {
  id: number;
  username: string;
  token: string;
}

/**
 * Students with a live token, made without a password hash (signing in a hundred students with
 * scrypt would only measure scrypt). `school` null: no organisation (organizationId "-1").
 */
export async function createStudents(
  db: Db,
  prefix: string,
  count: number,
  school: { organizationId: number; campusId: number; classId: number } | null,
): Promise<TokenStudent[]> {
  const now = Date.now();
  return db.transaction().execute(async (trx) => {
    const students: TokenStudent[] = [];
    for (let index = 0; index < count; index += 1) {
      const username = `${prefix}${String(index).padStart(3, '0')}`;
      const id = await insertStudent(trx, {
        username,
        password_hash: 'no-sign-in',
        real_name: `${prefix}同学${index + 1}`,
        nick_name: `同学${index + 1}`,
        avatar: '',
        organization_id: school?.organizationId ?? null,
        campus_id: school?.campusId ?? null,
        class_id: school?.classId ?? null,
        school_status: school ? 1 : 0,
        student_status: 0,
        login_from: 1,
        bind_name: null,
        bind_sex: null,
        bind_birthday: null,
        bind_parents_contact: null,
        created_at: now,
      });
      const token = newAccessToken();
      await insertAccessToken(trx, {
        tokenHash: hashAccessToken(token),
        studentId: id,
        clientFrom: 'pc',
        createdAt: now,
        expiresAt: now + DAY_MS,
      });
      students.push({ id, username, token });
    }
    return students;
  });
}

export interface WorkOptions {
  name: string;
  createdAt?: number;
  /** 'public' everyone, 'school' the author's school, 'private' the author only. */
  visibility?: 'public' | 'school' | 'private';
  deleted?: boolean;
}

export async function createWork(db: Db, studentId: number, options: WorkOptions): Promise<number> {
  const createdAt = options.createdAt ?? Date.now();
  const visibility = options.visibility ?? 'school';
  return insertOpus(db, {
    student_id: studentId,
    name: options.name,
    opus_type: 1,
    published: visibility === 'public' ? 1 : 0,
    school_published: visibility === 'private' ? 0 : 1,
    created_at: createdAt,
    updated_at: createdAt,
    deleted_at: options.deleted ? createdAt : null,
    activity_id: null,
    seed_key: null,
  });
}

export async function studentIdOf(db: Db, username: string): Promise<number> {
  const row = await db
    .selectFrom('students')
    .select('id')
    .where('username', '=', username)
    .executeTakeFirstOrThrow();
  return row.id;
}
