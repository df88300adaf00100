import type { Db } from '../db/database';

export interface OpusTagRow {
  id: number;
  name: string;
}

/** Every tag, in the order the gallery's filter shows them. */
export async function listOpusTags(db: Db): Promise<OpusTagRow[]> {
  return db.selectFrom('opus_tags').select(['id', 'name']).orderBy('sort_order').orderBy('id').execute();
}

/** The tags of each of the works, in display order. */
export async function listTagsOfOpus(
  db: Db,
  opusIds: number[],
): Promise<(OpusTagRow & { opus_id: number })[]> {
  if (opusIds.length === 0) return [];
  return db
    .selectFrom('opus_tag_links')
    .innerJoin('opus_tags', 'opus_tags.id', 'opus_tag_links.tag_id')
    .select(['opus_tag_links.opus_id', 'opus_tags.id', 'opus_tags.name'])
    .where('opus_tag_links.opus_id', 'in', [...new Set(opusIds)])
    .orderBy('opus_tags.sort_order')
    .orderBy('opus_tags.id')
    .execute();
}
