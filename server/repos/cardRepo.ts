import type { Db } from '../db/database';
import { dialectOf, lockedForUpdate } from '../db/dialect';

/** A student record seen as a learning card: whose it is, which class, since when. */
export interface CardRow {
  student_id: number;
  real_name: string;
  organization_id: number | null;
  school_status: number;
  class_name: string | null;
  created_at: number;
}

function cardQuery(db: Db) {
  return db
    .selectFrom('students')
    .leftJoin('classes', 'classes.id', 'students.class_id')
    .select([
      'students.id as student_id',
      'students.real_name',
      'students.organization_id',
      'students.school_status',
      'classes.name as class_name',
      'students.created_at',
    ]);
}

/** The main card a card is linked to, or undefined when it is not linked (it may be a main itself). */
export async function findMainCardId(db: Db, studentId: number): Promise<number | undefined> {
  const row = await db
    .selectFrom('card_links')
    .select('main_student_id')
    .where('student_id', '=', studentId)
    .executeTakeFirst();
  return row?.main_student_id;
}

export async function findCard(db: Db, studentId: number): Promise<CardRow | undefined> {
  return cardQuery(db).where('students.id', '=', studentId).executeTakeFirst();
}

/** The cards linked to a main card, in the order they were linked. */
export async function listLinkedCards(db: Db, mainStudentId: number): Promise<CardRow[]> {
  return cardQuery(db)
    .innerJoin('card_links', 'card_links.student_id', 'students.id')
    .where('card_links.main_student_id', '=', mainStudentId)
    .orderBy('card_links.id')
    .execute();
}

/**
 * Cards of the same learner (same organisation, same real name) that belong to no group yet:
 * neither linked to a main card nor a main card with links of its own. `onlyStudentId` narrows
 * the search to one card, to check a link request against exactly this rule.
 */
export async function listUnlinkedCardsOf(
  db: Db,
  owner: { studentId: number; organizationId: number; realName: string },
  onlyStudentId?: number,
): Promise<CardRow[]> {
  let query = cardQuery(db)
    .where('students.organization_id', '=', owner.organizationId)
    .where('students.real_name', '=', owner.realName)
    .where('students.school_status', '=', 1)
    .where('students.id', '!=', owner.studentId)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('card_links')
            .select('card_links.id')
            .where((eb) =>
              eb.or([
                eb('card_links.student_id', '=', eb.ref('students.id')),
                eb('card_links.main_student_id', '=', eb.ref('students.id')),
              ]),
            ),
        ),
      ),
    );
  if (onlyStudentId !== undefined) query = query.where('students.id', '=', onlyStudentId);
  return query.orderBy('students.created_at', 'desc').orderBy('students.id').execute();
}

/**
 * Holds both cards until the transaction ends, so two requests cannot put one card into two
 * groups (PostgreSQL; SQLite runs write transactions one at a time anyway).
 */
export async function lockCards(db: Db, studentIds: number[]): Promise<void> {
  const ids = [...new Set(studentIds)].sort((a, b) => a - b);
  const query = db.selectFrom('students').select('id').where('id', 'in', ids).orderBy('id');
  await lockedForUpdate(query, dialectOf(db)).execute();
}

export async function insertCardLink(
  db: Db,
  link: { mainStudentId: number; studentId: number; createdAt: number },
): Promise<void> {
  await db
    .insertInto('card_links')
    .values({ main_student_id: link.mainStudentId, student_id: link.studentId, created_at: link.createdAt })
    .execute();
}
