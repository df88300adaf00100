import type { GrowthTree } from '../../core/homeTypes';
import type { Db } from '../db/database';
import { listAbilityValues, listGrowthNodes } from '../repos/growthTreeRepo';
import { listStudentClasses } from '../repos/studentClassesRepo';

/**
 * One tree per class the learner is in (the signed-in card's class first, then linked cards'),
 * each with that card's node values and ability radar. No organisation, no class: no tree
 * (SPEC.md §6), so the answer is an empty list rather than an error.
 */
export async function getGrowthTrees(
  db: Db,
  studentId: number,
  organizationId: number | null,
): Promise<GrowthTree[]> {
  if (organizationId === null) return [];
  const classes = await listStudentClasses(db, studentId, organizationId);
  return Promise.all(
    classes.map(async (card) => {
      const [nodes, abilities] = await Promise.all([
        listGrowthNodes(db, card.class_id, card.student_id),
        listAbilityValues(db, card.student_id),
      ]);
      return {
        className: card.class_name,
        nodeList: nodes.map((node) => ({ id: node.node_id, name: node.name, value: node.value })),
        radarMap: abilities.map((ability) => ({
          text: ability.name,
          value: Math.min(5, Math.max(0, ability.value_tenths / 10)),
          description: ability.description,
        })),
      };
    }),
  );
}
