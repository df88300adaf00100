import type {
  OpusType,
  SavedOpus,
  TemplateUnlock,
  ThemeTemplate,
  ThemeTemplateType,
} from '../../core/workTypes';
import type { Paged } from '../../core/homeTypes';
import type { Db } from '../db/database';
import { creationMessages as msg, pointsMessages } from '../messages';
import { ApiError } from '../plugins/envelope';
import { sumBalance } from '../repos/pointsRepo';
import type { ThemeTemplateRow } from '../repos/themeTemplateRepo';
import { countTemplates, findTemplate, listTemplates, listTemplateTypes } from '../repos/themeTemplateRepo';
import { insertNewWork } from './myOpusService';
import { pagedOf, sliceOf } from './paging';
import { boughtIds, spendPoints } from './pointsService';

/**
 * Theme templates: starters to copy into my works. A free one is open to all; one with a price is
 * unlocked by spending points once, and the unlock is that ledger entry.
 */

const UNLOCK_KIND = 'theme_template';

export async function getTemplateTypes(db: Db): Promise<ThemeTemplateType[]> {
  return listTemplateTypes(db);
}

function templateOf(row: ThemeTemplateRow, unlocked: Set<number>): ThemeTemplate {
  return {
    id: row.id,
    typeId: row.type_id,
    typeName: row.type_name,
    name: row.name,
    description: row.description,
    cover: row.cover,
    opusType: row.opus_type,
    price: row.price,
    unlocked: row.price === 0 || unlocked.has(row.id),
  };
}

export async function getTemplates(
  db: Db,
  studentId: number,
  query: { pageNumber: number; pageSize: number; typeId?: number; opusType?: OpusType },
): Promise<Paged<ThemeTemplate>> {
  const filter = { typeId: query.typeId, opusType: query.opusType };
  const [rows, total, unlocked] = await Promise.all([
    listTemplates(db, filter, sliceOf(query)),
    countTemplates(db, filter),
    boughtIds(db, studentId, UNLOCK_KIND),
  ]);
  return pagedOf(
    rows.map((row) => templateOf(row, unlocked)),
    total,
    query,
  );
}

async function templateOrNotFound(db: Db, id: number): Promise<ThemeTemplateRow> {
  const row = await findTemplate(db, id);
  if (!row) throw new ApiError(404, msg.templateNotFound);
  return row;
}

/** Spends the price once (409 POINTS_NOT_ENOUGH, nothing spent, when short); free ones cost nothing. */
export async function unlockTemplate(
  db: Db,
  studentId: number,
  id: number,
  now: number,
): Promise<TemplateUnlock> {
  const template = await templateOrNotFound(db, id);
  const balance =
    template.price === 0
      ? await sumBalance(db, studentId)
      : await spendPoints(
          db,
          studentId,
          {
            cost: template.price,
            reason: pointsMessages.templateUnlocked(template.name),
            referenceKind: UNLOCK_KIND,
            referenceId: template.id,
          },
          now,
        );
  return { id: template.id, unlocked: true, balance };
}

/** The template copied into my works under its own name; a locked one is 403 TEMPLATE_LOCKED. */
export async function useTemplate(db: Db, studentId: number, id: number, now: number): Promise<SavedOpus> {
  const template = await templateOrNotFound(db, id);
  if (template.price > 0 && !(await boughtIds(db, studentId, UNLOCK_KIND)).has(template.id))
    throw new ApiError(403, msg.templateLocked, null, 'TEMPLATE_LOCKED');
  return insertNewWork(
    db,
    studentId,
    {
      name: template.name,
      opusType: template.opus_type,
      projectPath: template.project_path,
      cover: template.cover,
      originalId: null,
    },
    now,
  );
}
