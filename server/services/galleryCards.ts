import type { GalleryOpus, OpusTag } from '../../core/galleryTypes';
import type { OpusType } from '../../core/workTypes';
import type { Db } from '../db/database';
import { findGalleryCards } from '../repos/galleryRepo';
import type { GalleryCardRow } from '../repos/galleryRepo';
import { listTagsOfOpus } from '../repos/opusTagRepo';
import type { OpusViewer } from './opusVisibility';

/**
 * Works as cards (core/galleryTypes.ts `GalleryOpus`), shared by the gallery, a work's page,
 * favourites and timelines.
 */

/** Pictures a work without its own cover is shown with, by kind (public/works/covers). */
const GENERATED_COVERS: Record<OpusType, readonly string[]> = {
  1: [
    'balloon-1',
    'castle-1',
    'dino-1',
    'festival-1',
    'forest-1',
    'fruit-1',
    'garden-1',
    'maze-1',
    'music-1',
    'ocean-1',
    'racing-1',
    'snow-1',
    'soccer-1',
    'space-1',
    'starfield-1',
  ],
  2: ['code-1', 'code-2', 'code-3', 'code-4', 'spiral-1', 'spiral-2', 'spiral-3', 'chart-1', 'chart-2'],
};

/**
 * The work's cover, or for a work that has none (saved before the editor took a snapshot) a
 * picture of its kind chosen by its id: the same work always shows the same one, never a gap.
 */
export function coverOf(cover: string, opusType: OpusType, id: number): string {
  if (cover !== '') return cover;
  const choices = GENERATED_COVERS[opusType];
  return `/works/covers/${choices[id % choices.length]}.svg`;
}

function cardOf(row: GalleryCardRow, tags: OpusTag[]): GalleryOpus {
  return {
    id: row.id,
    name: row.name,
    cover: coverOf(row.cover, row.opus_type, row.id),
    opusType: row.opus_type,
    studentId: row.student_id,
    studentName: row.author_name,
    studentAvatar: row.avatar,
    className: row.class_name ?? '',
    viewNumber: row.view_number,
    praiseNumber: row.praise_number,
    collectionNumber: row.collection_number,
    isPraised: row.praised === 1,
    isCollectioned: row.collected === 1,
    featured: row.featured_at !== null,
    tags,
    createTime: row.created_at,
    publishTime: row.published_at ?? row.created_at,
  };
}

/** The cards of `ids` in the order given; an id the viewer may not see is left out. */
export async function cardsInOrder(db: Db, ids: number[], viewer: OpusViewer | null): Promise<GalleryOpus[]> {
  const [rows, tagRows] = await Promise.all([findGalleryCards(db, ids, viewer), listTagsOfOpus(db, ids)]);
  const tagsOf = new Map<number, OpusTag[]>();
  for (const tag of tagRows) {
    const list = tagsOf.get(tag.opus_id) ?? [];
    list.push({ id: tag.id, name: tag.name });
    tagsOf.set(tag.opus_id, list);
  }
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [cardOf(row, tagsOf.get(id) ?? [])] : [];
  });
}
