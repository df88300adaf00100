import type { Db } from '../../database';

/** The gallery's tags, in the order its filter shows them. */
export const OPUS_TAGS = ['游戏', '动画', '故事', '音乐', '艺术', '科学', '数学', '节日'] as const;

/** Idempotent: a tag already there (by name) keeps its id, so links to it stay valid. */
export async function seedOpusTags(db: Db): Promise<void> {
  await db
    .insertInto('opus_tags')
    .values(OPUS_TAGS.map((name, index) => ({ name, sort_order: index + 1 })))
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
}
