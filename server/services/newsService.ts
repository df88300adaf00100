import fs from 'node:fs/promises';
import path from 'node:path';
import type {
  Ad,
  ManualFile,
  NewsArticle,
  NewsArticleDetail,
  NewsArticleQuery,
  NewsCategory,
  Paged,
  VideoNews,
} from '../../core/homeTypes';
import type { Db } from '../db/database';
import { newsMessages as msg } from '../messages';
import { ApiError } from '../plugins/envelope';
import { listAds, listVideoNews, pageNewsArticles, viewNewsArticle } from '../repos/newsRepo';
import type { NewsArticleListRow } from '../repos/newsRepo';
import { pagedOf, sliceOf } from './paging';

/** The trial's video news block shows four videos (SPEC.md §2). */
const VIDEO_NEWS_LIMIT = 4;

/** The student manual, a static file under the public folder (generated at build time). */
export const STUDENT_MANUAL = {
  fileName: '码芽学生使用手册.pdf',
  publicPath: 'content/manual/student-manual.pdf',
} as const;

function newsArticleOf(row: NewsArticleListRow): NewsArticle {
  return {
    id: row.id,
    category: row.category as NewsCategory,
    cover: row.cover,
    title: row.title,
    programNewStarAbstract: row.abstract,
    authorName: row.author_name,
    userAvatar: row.user_avatar,
    signature: row.signature,
    createTime: row.create_time,
    viewNumber: row.view_number,
  };
}

export async function getNewsArticles(db: Db, query: NewsArticleQuery): Promise<Paged<NewsArticle>> {
  const { rows, total } = await pageNewsArticles(db, query.category, sliceOf(query));
  return pagedOf(rows.map(newsArticleOf), total, query);
}

/** Reading an article counts a view, whoever reads it (the page is public). */
export async function readNewsArticle(db: Db, id: number): Promise<NewsArticleDetail> {
  const row = await viewNewsArticle(db, id);
  if (!row) throw new ApiError(404, msg.articleNotFound);
  return { ...newsArticleOf(row), content: row.content };
}

export async function getVideoNews(db: Db): Promise<VideoNews[]> {
  const rows = await listVideoNews(db, VIDEO_NEWS_LIMIT);
  return rows.map((row) => ({ id: row.id, title: row.title, cover: row.cover, videoUrl: row.video_url }));
}

export async function getAds(db: Db, category: number): Promise<Ad[]> {
  const rows = await listAds(db, category);
  return rows.map((row) => ({
    id: row.id,
    bannerCover: row.banner_cover,
    adLink: row.ad_link,
    title: row.title,
  }));
}

/** The manual's size is read from the file itself, so a regenerated PDF is described truthfully. */
export async function getManual(publicDir: string): Promise<ManualFile> {
  try {
    const stat = await fs.stat(path.join(publicDir, STUDENT_MANUAL.publicPath));
    return { fileName: STUDENT_MANUAL.fileName, url: `/${STUDENT_MANUAL.publicPath}`, size: stat.size };
  } catch {
    throw new ApiError(404, msg.manualMissing);
  }
}
