import type { Generated } from 'kysely';

/**
 * Table types of works, their likes, favourites, tags and views (migrations 2026_05_01_home_works,
 * 2026_08_01_gallery). Times are epoch ms; flags are 0/1 integers; `seed_key` names a seeded row,
 * null for rows made later.
 */
export interface WorksTables {
  opus: OpusTable;
  opus_praises: OpusReactionsTable;
  opus_collections: OpusReactionsTable;
  opus_tags: OpusTagsTable;
  opus_tag_links: OpusTagLinksTable;
  opus_views: OpusViewsTable;
}

/** 1 Scratch, 2 Python. */
export type OpusType = 1 | 2;

export interface OpusTable {
  id: Generated<number>;
  seed_key: string | null;
  student_id: number;
  name: string;
  description: Generated<string>;
  cover: Generated<string>;
  opus_type: OpusType;
  project_path: Generated<string>;
  is_activity_opus: Generated<number>;
  activity_id: number | null;
  /** 1: open to everyone (the gallery). */
  published: Generated<number>;
  /** 1: open to the students of the author's organisation. */
  school_published: Generated<number>;
  view_number: Generated<number>;
  /** Recounted from opus_praises whenever a like is added (never incremented blindly). */
  praise_number: Generated<number>;
  /** Recounted from opus_collections whenever a favourite is added. */
  collection_number: Generated<number>;
  created_at: number;
  updated_at: number;
  deleted_at: number | null;
  /** Starts at 1, one up per save (migration 2026_07_01_creation_centre). */
  version: Generated<number>;
  /** The work it was copied from; null when started blank or from a template. */
  original_id: Generated<number | null>;
  /** A teacher's pick: when it was picked, null when not (migration 2026_08_01_gallery). */
  featured_at: Generated<number | null>;
  /** 1: reported and held for review; only the author sees it until a teacher decides. */
  held: Generated<number>;
  /** The last time it was opened to others (school or public); null if never. */
  published_at: Generated<number | null>;
}

/** A like (opus_praises) or a favourite (opus_collections); unique per work and student. */
export interface OpusReactionsTable {
  id: Generated<number>;
  opus_id: number;
  student_id: number;
  created_at: number;
}

/** A gallery tag (游戏、动画…), in the order the filter shows them. */
export interface OpusTagsTable {
  id: Generated<number>;
  name: string;
  sort_order: number;
}

/** A work's tag; unique per work and tag. */
export interface OpusTagLinksTable {
  opus_id: number;
  tag_id: number;
}

/** One view of a work: a run by a student other than the author, once per Beijing day. */
export interface OpusViewsTable {
  opus_id: number;
  student_id: number;
  /** Beijing day number (server/services/time.ts beijingDayNumber). */
  day: number;
  created_at: number;
}
