import type { Db } from '../database';
import { hashPassword } from '../../services/password';
import {
  DEMO_PASSWORD,
  demoClasses,
  demoMedals,
  demoOrganization,
  demoStudentMedals,
  demoStudents,
  demoVisits,
} from './demoSchool';
import { seedPastCards } from './cards';
import { seedExamHistory } from './examHistory';
import { seedTermOfWorks } from './works';
import { seedOpusTags } from './works/tags';
import { seedCampus } from './campus';
import { seedMenu } from './menu';
import { seedMessages } from './messages';
import { seedNotices } from './notices';
import { seedQuestionBank } from './questionBank';
import { seedSensitiveWords } from './sensitiveWords';
import { seedStudy } from './study';
import { seedThemeTemplates } from './templates';

const HOUR_MS = 60 * 60 * 1000;

/**
 * Seeds the demo school. Idempotent: every row is keyed by a natural key and skipped when present,
 * so it runs on each start; existing accounts are never re-hashed or overwritten.
 */
export async function seedDemoSchool(db: Db, now: number = Date.now()): Promise<void> {
  await seedSchoolAndStudents(db, now);
  const students = await db.selectFrom('students').select(['id', 'username']).execute();
  const studentIds = new Map(students.map((row) => [row.username, row.id]));
  await seedQuestionBank(db, studentIds, now);
  await seedExamHistory(db, studentIds, now);
  await seedMenu(db);
  await seedPastCards(db);
  await seedNotices(db, now);
  await seedMessages(db, studentIds, now);
  await seedCampus(db, studentIds, now);
  // Before the works, which are linked to tags by name.
  await seedOpusTags(db);
  await seedTermOfWorks(db, now);
  await seedThemeTemplates(db, now);
  await seedSensitiveWords(db, now);
  // After the works: homework submissions are the learners' own works.
  await seedStudy(db, now);
}

async function seedSchoolAndStudents(db: Db, now: number): Promise<void> {
  const existing = await db.selectFrom('students').select('username').execute();
  const known = new Set(existing.map((row) => row.username));
  const missing = demoStudents.filter((student) => !known.has(student.username));
  // One hash per new account, in parallel on libuv's pool, outside the transaction.
  const hashes = await Promise.all(missing.map(() => hashPassword(DEMO_PASSWORD)));

  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('organizations')
      .values({ name: demoOrganization.name, created_at: now })
      .onConflict((oc) => oc.column('name').doNothing())
      .execute();
    const org = await trx
      .selectFrom('organizations')
      .select('id')
      .where('name', '=', demoOrganization.name)
      .executeTakeFirstOrThrow();

    await trx
      .insertInto('campuses')
      .values({ organization_id: org.id, name: demoOrganization.campus })
      .onConflict((oc) => oc.columns(['organization_id', 'name']).doNothing())
      .execute();
    const campus = await trx
      .selectFrom('campuses')
      .select('id')
      .where('organization_id', '=', org.id)
      .where('name', '=', demoOrganization.campus)
      .executeTakeFirstOrThrow();

    await trx
      .insertInto('classes')
      .values(demoClasses.map((name) => ({ campus_id: campus.id, name })))
      .onConflict((oc) => oc.columns(['campus_id', 'name']).doNothing())
      .execute();
    const classes = await trx
      .selectFrom('classes')
      .select(['id', 'name'])
      .where('campus_id', '=', campus.id)
      .execute();
    const classId = new Map(classes.map((row) => [row.name, row.id]));

    for (const [index, student] of missing.entries()) {
      await trx
        .insertInto('students')
        .values({
          username: student.username,
          password_hash: hashes[index] as string,
          real_name: student.realName,
          nick_name: student.nickName,
          avatar: student.avatar,
          organization_id: student.inSchool ? org.id : null,
          campus_id: student.inSchool ? campus.id : null,
          class_id: student.className ? (classId.get(student.className) ?? null) : null,
          school_status: student.schoolStatus,
          student_status: student.studentStatus,
          login_from: student.loginFrom,
          bind_name: student.bind ? student.realName : null,
          bind_sex: student.bind?.sex ?? null,
          bind_birthday: student.bind?.birthDayStr ?? null,
          bind_parents_contact: student.bind?.parentsContactWay ?? null,
          created_at: now,
        })
        .onConflict((oc) => oc.column('username').doNothing())
        .execute();
    }
    const students = await trx.selectFrom('students').select(['id', 'username']).execute();
    const studentId = new Map(students.map((row) => [row.username, row.id]));

    await trx
      .insertInto('medals')
      .values(demoMedals.map((medal) => ({ ...medal })))
      .onConflict((oc) => oc.column('name').doNothing())
      .execute();
    const medals = await trx.selectFrom('medals').select(['id', 'name']).execute();
    const medalId = new Map(medals.map((row) => [row.name, row.id]));

    for (const award of demoStudentMedals) {
      const student = studentId.get(award.username);
      const medal = medalId.get(award.medal);
      if (student === undefined || medal === undefined) continue;
      await trx
        .insertInto('student_medals')
        .values({ student_id: student, medal_id: medal, obtained_at: Date.parse(award.obtainedAt) })
        .onConflict((oc) => oc.columns(['student_id', 'medal_id']).doNothing())
        .execute();
    }

    // Visits have no natural key: a demo visit is added only if that visitor never came by.
    for (const visit of demoVisits) {
      const visited = studentId.get(visit.visited);
      const visitor = studentId.get(visit.visitor);
      if (visited === undefined || visitor === undefined) continue;
      const seen = await trx
        .selectFrom('visitor_records')
        .select('id')
        .where('student_id', '=', visited)
        .where('visitor_id', '=', visitor)
        .executeTakeFirst();
      if (seen) continue;
      await trx
        .insertInto('visitor_records')
        .values({ student_id: visited, visitor_id: visitor, visited_at: now - visit.hoursAgo * HOUR_MS })
        .execute();
    }
  });
}
