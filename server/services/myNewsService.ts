import type { MyNewsItem } from '../../core/homeTypes';
import type { Db } from '../db/database';
import { listMyNews } from '../repos/myNewsRepo';

/** The card shows a handful; more than this is not news any more. */
export const MY_NEWS_LIMIT = 20;

function typeOf(type: number): MyNewsItem['type'] {
  if (type === 1) return '1';
  if (type === 2) return '2';
  return '3';
}

export async function getMyNews(
  db: Db,
  studentId: number,
  organizationId: number | null,
): Promise<MyNewsItem[]> {
  const rows = await listMyNews(db, studentId, organizationId, MY_NEWS_LIMIT);
  return rows.map((row) => ({
    id: row.id,
    type: typeOf(row.type),
    title: row.title,
    content: row.content,
    weight: row.weight,
    linkUrl: row.link_url,
    createTime: Number(row.created_at),
  }));
}
