import type { Selectable } from 'kysely';
import type { Db } from '../db/database';
import type { AdsTable, NewsArticlesTable, VideoNewsTable } from '../db/tables/news';
import type { PageSlice } from './pageSlice';

export type NewsArticleRow = Selectable<NewsArticlesTable>;
export type NewsArticleListRow = Omit<NewsArticleRow, 'content' | 'seed_key'>;

const LIST_COLUMNS = [
  'id',
  'category',
  'title',
  'cover',
  'abstract',
  'author_name',
  'user_avatar',
  'signature',
  'view_number',
  'create_time',
] as const;

/** Newest first; the bodies are not read for a list. */
export async function pageNewsArticles(
  db: Db,
  category: string | undefined,
  page: PageSlice,
): Promise<{ rows: NewsArticleListRow[]; total: number }> {
  let list = db.selectFrom('news_articles').select(LIST_COLUMNS);
  let count = db.selectFrom('news_articles').select((eb) => eb.fn.countAll().as('n'));
  if (category) {
    list = list.where('category', '=', category);
    count = count.where('category', '=', category);
  }
  const [rows, total] = await Promise.all([
    list.orderBy('create_time', 'desc').orderBy('id', 'desc').limit(page.limit).offset(page.offset).execute(),
    count.executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(total.n) };
}

/** Counts one view and returns the article with the count that includes it; undefined if unknown. */
export async function viewNewsArticle(db: Db, id: number): Promise<NewsArticleRow | undefined> {
  return db
    .updateTable('news_articles')
    .set((eb) => ({ view_number: eb('view_number', '+', 1) }))
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
}

export async function listVideoNews(db: Db, limit: number): Promise<Selectable<VideoNewsTable>[]> {
  return db.selectFrom('video_news').selectAll().orderBy('sort_order').orderBy('id').limit(limit).execute();
}

export async function listAds(db: Db, category: number): Promise<Selectable<AdsTable>[]> {
  return db
    .selectFrom('ads')
    .selectAll()
    .where('category', '=', category)
    .orderBy('sort_order')
    .orderBy('id')
    .execute();
}

/** Whether an article exists, without counting a view (comments on it ask). */
export async function newsArticleExists(db: Db, id: number): Promise<boolean> {
  const row = await db.selectFrom('news_articles').select('id').where('id', '=', id).executeTakeFirst();
  return row !== undefined;
}
