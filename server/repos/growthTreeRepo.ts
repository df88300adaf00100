import type { Db } from '../db/database';

export interface GrowthNodeValueRow {
  class_id: number;
  node_id: number;
  name: string;
  /** The student's value on this node; 0 when nothing is recorded yet. */
  value: number;
}

/** The nodes of one class in order, each with this student's value. */
export async function listGrowthNodes(
  db: Db,
  classId: number,
  studentId: number,
): Promise<GrowthNodeValueRow[]> {
  const rows = await db
    .selectFrom('growth_tree_nodes as n')
    .leftJoin('growth_tree_values as v', (join) =>
      join.onRef('v.node_id', '=', 'n.id').on('v.student_id', '=', studentId),
    )
    .select(['n.class_id', 'n.id as node_id', 'n.name', 'v.value'])
    .where('n.class_id', '=', classId)
    .orderBy('n.sort_order')
    .orderBy('n.id')
    .execute();
  return rows.map((row) => ({ ...row, value: Number(row.value ?? 0) }));
}

export interface AbilityValueRow {
  name: string;
  description: string;
  /** Tenths of a point; 0 when nothing is recorded yet. */
  value_tenths: number;
}

/** Every ability dimension in order, with this student's value. */
export async function listAbilityValues(db: Db, studentId: number): Promise<AbilityValueRow[]> {
  const rows = await db
    .selectFrom('ability_dimensions as d')
    .leftJoin('ability_values as v', (join) =>
      join.onRef('v.dimension_id', '=', 'd.id').on('v.student_id', '=', studentId),
    )
    .select(['d.name', 'd.description', 'v.value_tenths'])
    .orderBy('d.sort_order')
    .orderBy('d.id')
    .execute();
  return rows.map((row) => ({ ...row, value_tenths: Number(row.value_tenths ?? 0) }));
}
