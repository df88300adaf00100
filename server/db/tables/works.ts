import type { Generated } from 'kysely';

/**
 * Table types of works and their likes and favourites (migration 2026_05_01_home_works). Times are
 * epoch ms; flags are 0/1 integers; `seed_key` names a seeded row, null for rows made later.
 */
export interface WorksTables {
  opus: OpusTable;
  opus_praises: OpusReactionsTable;
  opus_collections: OpusReactionsTable;
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
}

/** A like (opus_praises) or a favourite (opus_collections); unique per work and student. */
export interface OpusReactionsTable {
  id: Generated<number>;
  opus_id: number;
  student_id: number;
  created_at: number;
}
