import type { Generated } from 'kysely';

/**
 * Table types of works and the home dashboard's own data (migration 2026_05_01_home_works).
 * Times are epoch ms; flags are 0/1 integers; `seed_key` names a seeded row, null for rows made later.
 */
export interface HomeWorksTables {
  opus: OpusTable;
  opus_praises: OpusReactionsTable;
  opus_collections: OpusReactionsTable;
  growth_tree_nodes: GrowthTreeNodesTable;
  growth_tree_values: GrowthTreeValuesTable;
  ability_dimensions: AbilityDimensionsTable;
  ability_values: AbilityValuesTable;
  my_news: MyNewsTable;
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
}

/** A like (opus_praises) or a favourite (opus_collections); unique per work and student. */
export interface OpusReactionsTable {
  id: Generated<number>;
  opus_id: number;
  student_id: number;
  created_at: number;
}

export interface GrowthTreeNodesTable {
  id: Generated<number>;
  class_id: number;
  name: string;
  sort_order: number;
}

export interface GrowthTreeValuesTable {
  student_id: number;
  node_id: number;
  /** 1-5 a level, 6-100 a score, 0 not reached yet (SPEC.md §9 apple images). */
  value: number;
  updated_at: number;
}

export interface AbilityDimensionsTable {
  id: Generated<number>;
  name: string;
  description: string;
  sort_order: number;
}

export interface AbilityValuesTable {
  student_id: number;
  dimension_id: number;
  /** Tenths of a point on the radar's 0-5 axis. */
  value_tenths: number;
  updated_at: number;
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
