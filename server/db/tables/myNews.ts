import type { Generated } from 'kysely';

/**
 * Table types of the news feed addressed to a student, an organisation or everyone (migration
 * 2026_05_01_home_works). Times are epoch ms; `seed_key` names a seeded row, null for rows made later.
 */
export interface MyNewsTables {
  my_news: MyNewsTable;
}

export interface MyNewsTable {
  id: Generated<number>;
  seed_key: string | null;
  /** Set: to this student only. */
  student_id: number | null;
  /** Set (and no student): to this organisation's students. Both null: to everyone. */
  organization_id: number | null;
  /** 1 plain, 2 modal with title and content, 3 link. */
  type: number;
  title: string;
  content: Generated<string>;
  link_url: Generated<string>;
  weight: Generated<number>;
  created_at: number;
}
