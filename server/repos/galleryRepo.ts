import { sql } from 'kysely';
import type { Expression, RawBuilder, SqlBool } from 'kysely';
import type { Db } from '../db/database';
import { likeContains } from '../db/dialect';
import type { OpusType } from '../db/tables/works';
import type { OpusViewer } from '../services/opusVisibility';
import { visibleOpusFor } from './opusRepo';
import type { PageSlice } from './pageSlice';

/**
 * Works as others see them: the gallery's lists, a work's page, remixes, favourites and a
 * student's timeline. Every query here filters with `visibleOpusFor`, so what a list shows, what
 * its total counts and what a search finds are the same works a read by id would answer.
 * A list reads the ids of a page first and the cards of those ids second (`findGalleryCards`).
 */

/** The name a work's author goes by: the real name, or the nickname of an account without one. */
export function authorNameExpression(): RawBuilder<string> {
  return sql<string>`case when students.real_name = '' then students.nick_name else students.real_name end`;
}

export interface GalleryFilter {
  opusType?: OpusType;
  tagId?: number;
  /** Title or author name, matched anywhere, case-insensitively; `%` and `_` are plain text. */
  keyword?: string;
}

/** Which works a gallery lists, before the filters. */
export interface GalleryScope {
  viewer: OpusViewer;
  /** null: the public gallery (works open to everyone); else the school gallery of this organisation. */
  schoolOrganizationId: number | null;
  featuredOnly: boolean;
}

/** How a list is ordered; `recommend` by the score the service weighs. */
export type GalleryOrder =
  | { kind: 'featured' }
  | { kind: 'popular' }
  | { kind: 'latest' }
  | { kind: 'recommend'; weights: RecommendWeights; now: number };

export interface RecommendWeights {
  praise: number;
  collection: number;
  view: number;
  /** Points taken off per day since it was opened. */
  agePerDay: number;
}

const DAY_MS = 24 * 60 * 60 * 1000;

function filtered(db: Db, scope: GalleryScope, filter: GalleryFilter) {
  let query = db
    .selectFrom('opus')
    .innerJoin('students', 'students.id', 'opus.student_id')
    .where(visibleOpusFor(scope.viewer));
  if (scope.schoolOrganizationId === null) {
    query = query.where('opus.published', '=', 1);
  } else {
    query = query
      .where('students.organization_id', '=', scope.schoolOrganizationId)
      .where((eb) => eb.or([eb('opus.published', '=', 1), eb('opus.school_published', '=', 1)]));
  }
  if (scope.featuredOnly) query = query.where('opus.featured_at', 'is not', null);
  if (filter.opusType !== undefined) query = query.where('opus.opus_type', '=', filter.opusType);
  if (filter.tagId !== undefined) {
    const tagId = filter.tagId;
    query = query.where((eb) =>
      eb.exists(
        eb
          .selectFrom('opus_tag_links')
          .select('opus_tag_links.tag_id')
          .whereRef('opus_tag_links.opus_id', '=', 'opus.id')
          .where('opus_tag_links.tag_id', '=', tagId),
      ),
    );
  }
  if (filter.keyword !== undefined && filter.keyword !== '') {
    const pattern = likeContains(filter.keyword);
    query = query.where(
      sql<SqlBool>`(lower(opus.name) like ${pattern} escape '\\' or lower(${authorNameExpression()}) like ${pattern} escape '\\')`,
    );
  }
  return query;
}

function recommendScore(order: Extract<GalleryOrder, { kind: 'recommend' }>): Expression<number> {
  const { weights, now } = order;
  // Literals, not parameters: PostgreSQL then types every term as an integer, and integer division
  // by a day is the same on both databases.
  return sql<number>`opus.praise_number * ${sql.lit(weights.praise)} + opus.collection_number * ${sql.lit(
    weights.collection,
  )} + opus.view_number * ${sql.lit(weights.view)} - ((${sql.lit(now)} - coalesce(opus.published_at, opus.created_at)) / ${sql.lit(
    DAY_MS,
  )}) * ${sql.lit(weights.agePerDay)}`;
}

export async function listGalleryIds(
  db: Db,
  scope: GalleryScope,
  filter: GalleryFilter,
  order: GalleryOrder,
  slice: PageSlice,
): Promise<number[]> {
  let query = filtered(db, scope, filter).select('opus.id');
  switch (order.kind) {
    case 'featured':
      query = query.orderBy('opus.featured_at', 'desc');
      break;
    case 'popular':
      query = query.orderBy('opus.praise_number', 'desc').orderBy('opus.view_number', 'desc');
      break;
    case 'latest':
      query = query.orderBy(sql`coalesce(opus.published_at, opus.created_at)`, 'desc');
      break;
    case 'recommend':
      query = query.orderBy(recommendScore(order), 'desc');
      break;
  }
  const rows = await query.orderBy('opus.id', 'desc').offset(slice.offset).limit(slice.limit).execute();
  return rows.map((row) => row.id);
}

export async function countGallery(db: Db, scope: GalleryScope, filter: GalleryFilter): Promise<number> {
  const row = await filtered(db, scope, filter)
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** A work's card with its author, class and the viewer's own like and favourite. */
export interface GalleryCardRow {
  id: number;
  name: string;
  cover: string;
  opus_type: OpusType;
  student_id: number;
  author_name: string;
  avatar: string;
  class_name: string | null;
  view_number: number;
  praise_number: number;
  collection_number: number;
  praised: number;
  collected: number;
  featured_at: number | null;
  created_at: number;
  published_at: number | null;
}

function reactedBy(table: 'opus_praises' | 'opus_collections', viewerId: number | null): RawBuilder<number> {
  if (viewerId === null) return sql<number>`0`;
  return sql<number>`case when exists (select 1 from ${sql.table(table)} r where r.opus_id = opus.id and r.student_id = ${viewerId}) then 1 else 0 end`;
}

/**
 * The cards of these works that the viewer may see (in no particular order: the caller keeps the
 * order of its ids). Filtering again costs nothing and keeps a card from ever leaking.
 */
export async function findGalleryCards(
  db: Db,
  ids: number[],
  viewer: OpusViewer | null,
): Promise<GalleryCardRow[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('opus')
    .innerJoin('students', 'students.id', 'opus.student_id')
    .leftJoin('classes', 'classes.id', 'students.class_id')
    .select([
      'opus.id',
      'opus.name',
      'opus.cover',
      'opus.opus_type',
      'opus.student_id',
      authorNameExpression().as('author_name'),
      'students.avatar',
      'classes.name as class_name',
      'opus.view_number',
      'opus.praise_number',
      'opus.collection_number',
      reactedBy('opus_praises', viewer?.id ?? null).as('praised'),
      reactedBy('opus_collections', viewer?.id ?? null).as('collected'),
      'opus.featured_at',
      'opus.created_at',
      'opus.published_at',
    ])
    .where('opus.id', 'in', [...new Set(ids)])
    .where(visibleOpusFor(viewer))
    .execute();
  return rows.map((row) => ({
    ...row,
    praised: Number(row.praised),
    collected: Number(row.collected),
    created_at: Number(row.created_at),
    featured_at: row.featured_at === null ? null : Number(row.featured_at),
    published_at: row.published_at === null ? null : Number(row.published_at),
  }));
}

/** What a work's page adds to its card. */
export interface OpusPageRow {
  id: number;
  description: string;
  project_path: string;
  version: number;
  published: number;
  school_published: number;
  updated_at: number;
  original_id: number | null;
  activity_id: number | null;
  activity_name: string | null;
}

export async function findOpusPage(
  db: Db,
  id: number,
  viewer: OpusViewer | null,
): Promise<OpusPageRow | undefined> {
  return db
    .selectFrom('opus')
    .leftJoin('activities', 'activities.id', 'opus.activity_id')
    .select([
      'opus.id',
      'opus.description',
      'opus.project_path',
      'opus.version',
      'opus.published',
      'opus.school_published',
      'opus.updated_at',
      'opus.original_id',
      'opus.activity_id',
      'activities.name as activity_name',
    ])
    .where('opus.id', '=', id)
    .where(visibleOpusFor(viewer))
    .executeTakeFirst();
}

function remixesOf(db: Db, originalId: number, viewer: OpusViewer | null) {
  return db.selectFrom('opus').where('opus.original_id', '=', originalId).where(visibleOpusFor(viewer));
}

/** The remixes of a work the viewer may see, newest first. */
export async function listRemixIds(
  db: Db,
  originalId: number,
  viewer: OpusViewer | null,
  limit: number,
): Promise<number[]> {
  const rows = await remixesOf(db, originalId, viewer)
    .select('opus.id')
    .orderBy('opus.created_at', 'desc')
    .orderBy('opus.id', 'desc')
    .limit(limit)
    .execute();
  return rows.map((row) => row.id);
}

export async function countRemixes(db: Db, originalId: number, viewer: OpusViewer | null): Promise<number> {
  const row = await remixesOf(db, originalId, viewer)
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

function collectedBy(db: Db, viewer: OpusViewer, opusType: OpusType | undefined) {
  let query = db
    .selectFrom('opus_collections')
    .innerJoin('opus', 'opus.id', 'opus_collections.opus_id')
    .where('opus_collections.student_id', '=', viewer.id)
    .where(visibleOpusFor(viewer));
  if (opusType !== undefined) query = query.where('opus.opus_type', '=', opusType);
  return query;
}

/** My favourites I may still see, the latest collected first, with when I collected each. */
export async function listCollectedIds(
  db: Db,
  viewer: OpusViewer,
  opusType: OpusType | undefined,
  slice: PageSlice,
): Promise<{ id: number; collected_at: number }[]> {
  const rows = await collectedBy(db, viewer, opusType)
    .select(['opus.id', 'opus_collections.created_at as collected_at'])
    .orderBy('opus_collections.created_at', 'desc')
    .orderBy('opus_collections.id', 'desc')
    .offset(slice.offset)
    .limit(slice.limit)
    .execute();
  return rows.map((row) => ({ id: row.id, collected_at: Number(row.collected_at) }));
}

export async function countCollected(
  db: Db,
  viewer: OpusViewer,
  opusType: OpusType | undefined,
): Promise<number> {
  const row = await collectedBy(db, viewer, opusType)
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

function worksOf(db: Db, studentId: number, viewer: OpusViewer) {
  return db.selectFrom('opus').where('opus.student_id', '=', studentId).where(visibleOpusFor(viewer));
}

/** A student's works the viewer may see, newest first. */
export async function listTimelineIds(
  db: Db,
  studentId: number,
  viewer: OpusViewer,
  slice: PageSlice,
): Promise<number[]> {
  const rows = await worksOf(db, studentId, viewer)
    .select('opus.id')
    .orderBy('opus.created_at', 'desc')
    .orderBy('opus.id', 'desc')
    .offset(slice.offset)
    .limit(slice.limit)
    .execute();
  return rows.map((row) => row.id);
}

export async function countTimeline(db: Db, studentId: number, viewer: OpusViewer): Promise<number> {
  const row = await worksOf(db, studentId, viewer)
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Picks (stamped with the time given) or unpicks a live work; its name, or null when there is no such work. */
export async function setFeatured(db: Db, id: number, featuredAt: number | null): Promise<string | null> {
  const row = await db
    .updateTable('opus')
    .set({ featured_at: featuredAt })
    .where('id', '=', id)
    .where('deleted_at', 'is', null)
    .returning('name')
    .executeTakeFirst();
  return row?.name ?? null;
}
