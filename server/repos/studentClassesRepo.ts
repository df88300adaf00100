import type { Db } from '../db/database';

/** One of the learner's student records with its class: the signed-in card, or a card linked to it. */
export interface StudentClassRow {
  student_id: number;
  class_id: number;
  class_name: string;
}

/**
 * The classes of a card group inside one organisation: `firstId`'s class first, then those of the
 * cards linked to `mainId` (and `mainId`'s own). Cards of another organisation are left out, so a
 * learner never sees another school's classes through an old card.
 */
async function listClassesOfGroup(
  db: Db,
  mainId: number,
  firstId: number,
  organizationId: number,
): Promise<StudentClassRow[]> {
  const rows = await db
    .selectFrom('students')
    .innerJoin('classes', 'classes.id', 'students.class_id')
    .select(['students.id as student_id', 'classes.id as class_id', 'classes.name as class_name'])
    .where('students.organization_id', '=', organizationId)
    .where((eb) =>
      eb.or([
        eb('students.id', 'in', [mainId, firstId]),
        eb(
          'students.id',
          'in',
          eb
            .selectFrom('card_links')
            .select('card_links.student_id')
            .where('card_links.main_student_id', '=', mainId),
        ),
      ]),
    )
    .orderBy('students.id')
    .execute();
  return rows.sort((a, b) => Number(b.student_id === firstId) - Number(a.student_id === firstId));
}

/**
 * The classes the student is in, inside one organisation: the class of the signed-in card first,
 * then those of the cards linked to it (card_links).
 */
export async function listStudentClasses(
  db: Db,
  studentId: number,
  organizationId: number,
): Promise<StudentClassRow[]> {
  return listClassesOfGroup(db, studentId, studentId, organizationId);
}

/**
 * The classes of the whole card group the student's card belongs to, whichever card of it is
 * signed in: its own class first, then the other cards' in the order they were made.
 */
export async function listCardGroupClasses(
  db: Db,
  studentId: number,
  organizationId: number,
): Promise<StudentClassRow[]> {
  const link = await db
    .selectFrom('card_links')
    .select('main_student_id')
    .where('student_id', '=', studentId)
    .executeTakeFirst();
  return listClassesOfGroup(db, link?.main_student_id ?? studentId, studentId, organizationId);
}
