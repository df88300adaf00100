import { seededRandom } from '../../../../core/seededRandom';
import type { Db } from '../../database';
import { demoOrganization } from '../demoSchool';
import { addSchoolStudents } from '../schoolStudents';
import { hashOf } from './textHash';
import { classmateAvatar, classmates } from './classmates';
import { abilityDimensions, growthTreeNodes, namedProgress } from './growth';
import type { GrowthProgress } from './growth';
import { demoNews } from './myNews';
import { seedWorks } from './opusRows';
import { planWorks } from './plan';

const HOUR_MS = 60 * 60 * 1000;

/**
 * The demo school's term: the other students of the demo classes, their works over five months
 * (so the ranking, its trend and the achievements are computed from real rows) with tags,
 * remixes, activity entries and a teacher's picks; views, likes (paid in the points ledger),
 * favourites and comments among schoolmates; growth trees and radars, and "我的消息".
 * Idempotent like the rest of the seed: students by username, works and news by seed key, the rest
 * by their unique keys; a work's audience is added only together with the work.
 */
export async function seedTermOfWorks(db: Db, now: number): Promise<void> {
  await seedClassmates(db, now);
  const school = await db
    .selectFrom('organizations')
    .select('id')
    .where('name', '=', demoOrganization.name)
    .executeTakeFirst();
  if (!school) return;
  const students = await db
    .selectFrom('students')
    .leftJoin('classes', 'classes.id', 'students.class_id')
    .select(['students.id', 'students.username', 'students.organization_id', 'classes.name as class_name'])
    .execute();
  const idOf = new Map(students.map((row) => [row.username, row.id]));
  const classOf = new Map(students.map((row) => [row.username, row.class_name]));
  const schoolmates = students.filter((row) => row.organization_id === school.id).map((row) => row.username);

  await db.transaction().execute(async (trx) => {
    await seedWorks(trx, planWorks(classOf, now), idOf, schoolmates, now);
    await seedGrowth(trx, students, now);
    await seedMyNews(trx, idOf, school.id, now);
  });
}

async function seedClassmates(db: Db, now: number): Promise<void> {
  await addSchoolStudents(
    db,
    classmates.map((classmate, index) => {
      const trial = classmate.className === 'Scratch体验班';
      return {
        username: classmate.username,
        realName: classmate.realName,
        nickName: classmate.nickName,
        avatar: classmateAvatar(classmate.username),
        className: classmate.className,
        schoolStatus: trial ? 0 : 1,
        studentStatus: trial ? 1 : 0,
        bind: {
          sex: classmate.girl ? '女' : '男',
          birthDayStr: classmate.birthDayStr,
          parentsContactWay: `XH${String(2024000 + index * 37).padStart(10, '0')}`,
        },
        createdAt: now,
      };
    }),
  );
}

/** Classmates without named values: the first nodes done with scores, the radar around 3. */
function drawnProgress(username: string, nodeCount: number, stars: boolean): GrowthProgress {
  const random = seededRandom(hashOf(`growth:${username}`));
  const done = Math.max(1, Math.floor(nodeCount * (0.3 + random() * 0.6)));
  return {
    nodes: Array.from({ length: nodeCount }, (_, index) => {
      if (index >= done) return 0;
      return stars ? 2 + Math.floor(random() * 4) : 62 + Math.floor(random() * 37);
    }),
    radar: abilityDimensions.map(() => 18 + Math.floor(random() * 28)),
  };
}

async function seedGrowth(
  trx: Db,
  students: { id: number; username: string; class_name: string | null }[],
  now: number,
): Promise<void> {
  const classes = await trx.selectFrom('classes').select(['id', 'name']).execute();
  for (const row of classes) {
    const names = growthTreeNodes[row.name];
    if (!names) continue;
    await trx
      .insertInto('growth_tree_nodes')
      .values(names.map((name, index) => ({ class_id: row.id, name, sort_order: index + 1 })))
      .onConflict((oc) => oc.columns(['class_id', 'name']).doNothing())
      .execute();
  }
  await trx
    .insertInto('ability_dimensions')
    .values(abilityDimensions.map((dimension, index) => ({ ...dimension, sort_order: index + 1 })))
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();

  const nodes = await trx
    .selectFrom('growth_tree_nodes')
    .innerJoin('classes', 'classes.id', 'growth_tree_nodes.class_id')
    .select(['growth_tree_nodes.id', 'growth_tree_nodes.sort_order', 'classes.name as class_name'])
    .orderBy('growth_tree_nodes.sort_order')
    .execute();
  const dimensions = await trx.selectFrom('ability_dimensions').select('id').orderBy('sort_order').execute();
  const seededNames = new Set([
    ...classmates.map((classmate) => classmate.username),
    ...Object.keys(namedProgress),
  ]);

  for (const student of students) {
    if (!student.class_name || !seededNames.has(student.username)) continue;
    const classNodes = nodes.filter((node) => node.class_name === student.class_name);
    if (classNodes.length === 0) continue;
    const progress =
      namedProgress[student.username] ??
      drawnProgress(student.username, classNodes.length, student.class_name === 'Scratch体验班');
    const values = classNodes
      .map((node, index) => ({ node_id: node.id, value: progress.nodes[index] ?? 0 }))
      .filter((value) => value.value > 0);
    if (values.length > 0) {
      await trx
        .insertInto('growth_tree_values')
        .values(values.map((value) => ({ ...value, student_id: student.id, updated_at: now })))
        .onConflict((oc) => oc.columns(['student_id', 'node_id']).doNothing())
        .execute();
    }
    await trx
      .insertInto('ability_values')
      .values(
        dimensions.map((dimension, index) => ({
          student_id: student.id,
          dimension_id: dimension.id,
          value_tenths: progress.radar[index] ?? 0,
          updated_at: now,
        })),
      )
      .onConflict((oc) => oc.columns(['student_id', 'dimension_id']).doNothing())
      .execute();
  }
}

async function seedMyNews(trx: Db, idOf: Map<string, number>, schoolId: number, now: number): Promise<void> {
  for (const item of demoNews) {
    const studentId = item.to === null || item.to === 'school' ? null : idOf.get(item.to);
    if (studentId === undefined) continue;
    await trx
      .insertInto('my_news')
      .values({
        seed_key: item.key,
        student_id: studentId,
        organization_id: item.to === 'school' ? schoolId : null,
        type: item.type,
        title: item.title,
        content: item.content ?? '',
        link_url: item.linkUrl ?? '',
        weight: item.weight,
        created_at: now - item.hoursAgo * HOUR_MS,
      })
      .onConflict((oc) => oc.column('seed_key').doNothing())
      .execute();
  }
}
