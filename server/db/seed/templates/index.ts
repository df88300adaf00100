import type { Db } from '../../database';
import { ensureTemplateType, insertTemplateOnce } from '../../../repos/themeTemplateRepo';
import { templateFiles, templateTypes, themeTemplates } from './catalogue';

/**
 * Seeds the theme templates and their types, keyed so a second run adds only what is missing and
 * changes nothing already there.
 */
export async function seedThemeTemplates(db: Db, now: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const typeIds = new Map<string, number>();
    for (const [order, name] of templateTypes.entries())
      typeIds.set(name, await ensureTemplateType(trx, name, order + 1));
    for (const [order, template] of themeTemplates.entries()) {
      const files = templateFiles(template);
      await insertTemplateOnce(trx, {
        seed_key: `template:${template.key}`,
        type_id: typeIds.get(template.type) ?? 0,
        name: template.name,
        description: template.description,
        cover: files.cover,
        opus_type: template.opusType,
        project_path: files.project,
        price: template.price,
        sort_order: order + 1,
        created_at: now,
      });
    }
  });
}
