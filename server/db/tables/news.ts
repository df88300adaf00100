import type { Generated } from 'kysely';

/**
 * Table types of news articles, video news and ads (migration 2026_05_02_home_content). Times are
 * epoch ms; `seed_key` names a row of the seed content; null for rows made later.
 */
export interface NewsTables {
  news_articles: NewsArticlesTable;
  video_news: VideoNewsTable;
  ads: AdsTable;
}

export interface NewsArticlesTable {
  id: Generated<number>;
  seed_key: string | null;
  /** 'newStar' (编程新星) or 'campus' (校园动态). */
  category: string;
  title: string;
  cover: string;
  abstract: string;
  author_name: string;
  user_avatar: string;
  signature: string;
  /** Sanitised HTML. */
  content: string;
  view_number: Generated<number>;
  create_time: number;
}

export interface VideoNewsTable {
  id: Generated<number>;
  seed_key: string | null;
  title: string;
  cover: string;
  video_url: string;
  sort_order: number;
}

export interface AdsTable {
  id: Generated<number>;
  seed_key: string | null;
  /** 2: the strip under the entry cards; 4: the carousel shown instead of the ranking. */
  category: number;
  title: string;
  banner_cover: string;
  ad_link: string;
  sort_order: number;
}
