import type { MedalListItem } from '../../core/pointsTypes';
import type { Db } from '../db/database';
import { listMedalsWithAward } from '../repos/medalRepo';
import { formatDateTime } from './time';

/** getMyMedalList: every medal, earned ones with their date, the others with the rule to earn them. */
export async function getMedalList(db: Db, studentId: number): Promise<MedalListItem[]> {
  const rows = await listMedalsWithAward(db, studentId);
  return rows.map((row) => ({
    id: row.id,
    medalName: row.name,
    medalIcon: row.icon,
    description: row.description,
    obtained: row.obtained_at !== null,
    obtainTime: row.obtained_at === null ? null : formatDateTime(row.obtained_at),
  }));
}
