import type { Db } from '../../../server/db/database';
import { createSchool, createStudents, createWork } from './works';
import type { TokenStudent } from './works';

/** Who may see a work: the five standings a work can be in. */
export const STANDINGS = ['private', 'school', 'public', 'held', 'deleted'] as const;
export type Standing = (typeof STANDINGS)[number];

export interface GalleryWorld {
  /** A school's student who owns one work of each standing. */
  author: TokenStudent;
  /** In the author's class. */
  classmate: TokenStudent;
  /** A student of another school. */
  stranger: TokenStudent;
  /** The author's works by standing, all named `<prefix>…` so a keyword finds only them. */
  works: Record<Standing, number>;
  organizationId: number;
  classId: number;
}

/**
 * Two schools made straight in the database: the author and a classmate in one, a stranger in the
 * other, and a work of the author's in each standing (held: open to everyone, then held for review;
 * deleted: open to everyone, then deleted).
 */
export async function buildGalleryWorld(db: Db, prefix: string, now: number): Promise<GalleryWorld> {
  const home = await createSchool(db, `${prefix}小学`, [`${prefix}一班`, `${prefix}二班`]);
  const away = await createSchool(db, `${prefix}中学`, [`${prefix}三班`]);
  const classId = home.classIds[`${prefix}一班`] as number;
  const [author, classmate] = await createStudents(db, `${prefix}a`, 2, { ...home, classId });
  const [stranger] = await createStudents(db, `${prefix}b`, 1, {
    ...away,
    classId: away.classIds[`${prefix}三班`] as number,
  });
  if (!author || !classmate || !stranger) throw new Error('students not made');
  const works = {} as Record<Standing, number>;
  for (const [index, standing] of STANDINGS.entries()) {
    const visibility = standing === 'private' ? 'private' : standing === 'school' ? 'school' : 'public';
    const id = await createWork(db, author.id, {
      name: `${prefix}${standing}`,
      createdAt: now - (index + 1) * 60_000,
      visibility,
      deleted: standing === 'deleted',
    });
    await db
      .updateTable('opus')
      .set({ held: standing === 'held' ? 1 : 0, published_at: now - (index + 1) * 60_000, featured_at: now })
      .where('id', '=', id)
      .execute();
    works[standing] = id;
  }
  return { author, classmate, stranger, works, organizationId: home.organizationId, classId };
}

/** The standings of the given ids (an id that is none of the world's works is left out). */
export function standingsOf(world: GalleryWorld, ids: number[]): Standing[] {
  return STANDINGS.filter((standing) => ids.includes(world.works[standing]));
}
