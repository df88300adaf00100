import type {
  CollectionPage,
  GalleryOpus,
  GalleryPage,
  GalleryQuery,
  OpusDetail,
  OpusOrigin,
  OpusTag,
  OpusVisibility,
} from '../../core/galleryTypes';
import { GALLERY_LIMITS } from '../../core/galleryTypes';
import type { OpusType } from '../../core/workTypes';
import type { Db } from '../db/database';
import {
  countCollected,
  countGallery,
  countRemixes,
  findOpusPage,
  listCollectedIds,
  listGalleryIds,
  listRemixIds,
  setFeatured,
} from '../repos/galleryRepo';
import type { GalleryFilter, GalleryOrder, GalleryScope, RecommendWeights } from '../repos/galleryRepo';
import { listOpusTags } from '../repos/opusTagRepo';
import { cardsInOrder } from './galleryCards';
import { projectUrlOf } from './myOpusService';
import { opusNotFound } from './opusVisibility';
import type { OpusViewer } from './opusVisibility';
import { pagedOf, sliceOf } from './paging';

/**
 * The gallery (作品广场 for everyone's public works, 校内作品 for a school's), a work's page and
 * my favourites. Which works appear is the one visibility rule (services/opusVisibility.ts),
 * applied in every query; this file only decides order, paging and shape.
 */

/** The main list's order: likes and favourites weigh most, views a little, and age takes off. */
const RECOMMEND_WEIGHTS: RecommendWeights = { praise: 3, collection: 4, view: 1, agePerDay: 1 };

/** At most this many remixes on a work's page. */
const REMIXES_SHOWN = 12;

export type GalleryKind = 'public' | 'school';
export type GalleryList = 'featured' | 'latest' | 'recommend';

export function getOpusTags(db: Db): Promise<OpusTag[]> {
  return listOpusTags(db);
}

function filterOf(query: GalleryQuery): GalleryFilter {
  const keyword = query.keyword?.trim();
  return {
    opusType: query.opusType,
    tagId: query.tagId,
    keyword: keyword === '' ? undefined : keyword,
  };
}

/** The school gallery of a student without a school lists nothing: null scope. */
function scopeOf(viewer: OpusViewer, kind: GalleryKind, featuredOnly: boolean): GalleryScope | null {
  if (kind === 'public') return { viewer, schoolOrganizationId: null, featuredOnly };
  if (viewer.organizationId === null) return null;
  return { viewer, schoolOrganizationId: viewer.organizationId, featuredOnly };
}

function orderOf(list: GalleryList | 'popular', now: number): GalleryOrder {
  return list === 'recommend' ? { kind: 'recommend', weights: RECOMMEND_WEIGHTS, now } : { kind: list };
}

/**
 * A paged list of a gallery. The recommended list is capped at `limitCount` works in all
 * (SPEC.md: up to 1000), so its total never says more than it would show.
 */
export async function getGalleryPage(
  db: Db,
  viewer: OpusViewer,
  kind: GalleryKind,
  list: GalleryList,
  query: GalleryQuery & { pageNumber: number; pageSize: number },
  now: number,
): Promise<GalleryPage> {
  const scope = scopeOf(viewer, kind, list === 'featured');
  if (!scope) return pagedOf([], 0, query);
  const filter = filterOf(query);
  const cap = list === 'recommend' ? (query.limitCount ?? GALLERY_LIMITS.recommendMaxCount) : Infinity;
  const slice = sliceOf(query);
  const limit = Math.max(0, Math.min(slice.limit, cap - slice.offset));
  const [ids, total] = await Promise.all([
    limit === 0
      ? Promise.resolve([])
      : listGalleryIds(db, scope, filter, orderOf(list, now), { ...slice, limit }),
    countGallery(db, scope, filter),
  ]);
  return pagedOf(await cardsInOrder(db, ids, viewer), Math.min(total, cap), query);
}

/** The most liked (then most viewed) works of a gallery: `limitCount` of them, not paged. */
export async function getPopularOpus(
  db: Db,
  viewer: OpusViewer,
  kind: GalleryKind,
  query: GalleryQuery,
  now: number,
): Promise<GalleryOpus[]> {
  const scope = scopeOf(viewer, kind, false);
  if (!scope) return [];
  const limit = query.limitCount ?? GALLERY_LIMITS.popularCount;
  const ids = await listGalleryIds(db, scope, filterOf(query), orderOf('popular', now), { offset: 0, limit });
  return cardsInOrder(db, ids, viewer);
}

function visibilityOf(row: { published: number; school_published: number }): OpusVisibility {
  if (row.published === 1) return 2;
  return row.school_published === 1 ? 1 : 0;
}

/**
 * A work's page, for a signed-in student or (viewer null) a visitor, who sees only public works.
 * The project comes as a five-minute signed link; the original is named only if the viewer may
 * see it, and the remixes listed and counted are the ones the viewer may see.
 */
export async function getOpusDetails(
  db: Db,
  linkSecret: Buffer,
  viewer: OpusViewer | null,
  id: number,
  now: number,
): Promise<OpusDetail> {
  const [page, [card]] = await Promise.all([findOpusPage(db, id, viewer), cardsInOrder(db, [id], viewer)]);
  if (!page || !card) throw opusNotFound();
  const [original, remixIds, remixCount] = await Promise.all([
    page.original_id === null ? Promise.resolve([]) : cardsInOrder(db, [page.original_id], viewer),
    listRemixIds(db, id, viewer, REMIXES_SHOWN),
    countRemixes(db, id, viewer),
  ]);
  const origin: OpusOrigin | null = original[0]
    ? {
        id: original[0].id,
        name: original[0].name,
        studentId: original[0].studentId,
        studentName: original[0].studentName,
      }
    : null;
  return {
    ...card,
    description: page.description,
    visibility: visibilityOf(page),
    mine: viewer !== null && viewer.id === card.studentId,
    projectUrl: projectUrlOf(linkSecret, page.project_path, now),
    version: page.version,
    updateTime: Number(page.updated_at),
    original: origin,
    remixes: await cardsInOrder(db, remixIds, viewer),
    remixCount,
    activityId: page.activity_id,
    activityName: page.activity_name,
    signedIn: viewer !== null,
  };
}

/**
 * My favourites (`opusType` 0: every kind), the latest collected first. A favourite whose work I
 * may no longer see (closed, held, deleted) is not listed and not counted; its row stays, so it
 * comes back if the work is opened again.
 */
export async function getMyCollections(
  db: Db,
  viewer: OpusViewer,
  opusType: 0 | OpusType,
  query: { pageNumber: number; pageSize: number },
): Promise<CollectionPage> {
  const kind = opusType === 0 ? undefined : opusType;
  const [rows, total] = await Promise.all([
    listCollectedIds(db, viewer, kind, sliceOf(query)),
    countCollected(db, viewer, kind),
  ]);
  const collectedAt = new Map(rows.map((row) => [row.id, row.collected_at]));
  const cards = await cardsInOrder(
    db,
    rows.map((row) => row.id),
    viewer,
  );
  return pagedOf(
    cards.map((card) => ({ ...card, collectTime: collectedAt.get(card.id) ?? card.createTime })),
    total,
    query,
  );
}

/**
 * A teacher's pick (精选) on or off. A pick shows in the featured lists only while the work is open
 * to the viewer, so picking a private work shows it nowhere until its author opens it. Answers the
 * work's name, or null when there is no such (live) work.
 */
export async function featureOpus(
  db: Db,
  id: number,
  featured: boolean,
  now: number,
): Promise<string | null> {
  return setFeatured(db, id, featured ? now : null);
}
