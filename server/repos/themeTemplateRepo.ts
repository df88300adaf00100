import type { Insertable, Selectable } from 'kysely';
import type { Db } from '../db/database';
import type { ThemeTemplatesTable } from '../db/tables/creation';
import type { OpusType } from '../db/tables/works';
import type { PageSlice } from './pageSlice';

export type ThemeTemplateRow = Selectable<ThemeTemplatesTable> & { type_name: string };

export interface TemplateFilter {
  typeId?: number;
  opusType?: OpusType;
}

export async function listTemplateTypes(db: Db): Promise<{ id: number; name: string }[]> {
  return db
    .selectFrom('theme_template_types')
    .select(['id', 'name'])
    .orderBy('sort_order')
    .orderBy('id')
    .execute();
}

function templates(db: Db, filter: TemplateFilter) {
  let query = db
    .selectFrom('theme_templates')
    .innerJoin('theme_template_types', 'theme_template_types.id', 'theme_templates.type_id');
  if (filter.typeId !== undefined) query = query.where('theme_templates.type_id', '=', filter.typeId);
  if (filter.opusType !== undefined) query = query.where('theme_templates.opus_type', '=', filter.opusType);
  return query;
}

/** In the types' display order, then each type's own order. */
export async function listTemplates(
  db: Db,
  filter: TemplateFilter,
  slice: PageSlice,
): Promise<ThemeTemplateRow[]> {
  return templates(db, filter)
    .selectAll('theme_templates')
    .select('theme_template_types.name as type_name')
    .orderBy('theme_template_types.sort_order')
    .orderBy('theme_templates.sort_order')
    .orderBy('theme_templates.id')
    .offset(slice.offset)
    .limit(slice.limit)
    .execute();
}

export async function countTemplates(db: Db, filter: TemplateFilter): Promise<number> {
  const row = await templates(db, filter)
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export async function findTemplate(db: Db, id: number): Promise<ThemeTemplateRow | undefined> {
  return templates(db, {})
    .selectAll('theme_templates')
    .select('theme_template_types.name as type_name')
    .where('theme_templates.id', '=', id)
    .executeTakeFirst();
}

/** Adds the type unless one of that name exists; its id either way. */
export async function ensureTemplateType(db: Db, name: string, sortOrder: number): Promise<number> {
  await db
    .insertInto('theme_template_types')
    .values({ name, sort_order: sortOrder })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
  const row = await db
    .selectFrom('theme_template_types')
    .select('id')
    .where('name', '=', name)
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Adds the template unless its `seed_key` is already there. */
export async function insertTemplateOnce(db: Db, template: Insertable<ThemeTemplatesTable>): Promise<void> {
  await db
    .insertInto('theme_templates')
    .values(template)
    .onConflict((oc) => oc.column('seed_key').doNothing())
    .execute();
}
