import type { Generated } from 'kysely';

/**
 * Table types of creative activities (migration 2026_05_02_home_content). Times are epoch ms; `seed_key`
 * names a row of the seed content; null for rows made later.
 */
export interface ActivityTables {
  activities: ActivitiesTable;
}

export interface ActivitiesTable {
  id: Generated<number>;
  seed_key: string | null;
  /** null: open to every organisation's students. */
  organization_id: number | null;
  name: string;
  cover: string;
  start_time: number;
  end_time: number;
  /** '1' closed after review, '2' special badge, '' otherwise. */
  activities_status: Generated<string>;
  plan_count: number;
  surplus_count: number;
  opus_count: Generated<number>;
  /** Sanitised HTML. */
  content: string;
  organizer: string;
  created_at: number;
}
