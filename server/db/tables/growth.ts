import type { Generated } from 'kysely';

/** Table types of the growth tree and the ability radar (migration 2026_05_01_home_works). Times are epoch ms. */
export interface GrowthTables {
  growth_tree_nodes: GrowthTreeNodesTable;
  growth_tree_values: GrowthTreeValuesTable;
  ability_dimensions: AbilityDimensionsTable;
  ability_values: AbilityValuesTable;
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
