import type { Generated } from 'kysely';
import type { OpusType } from './works';

/**
 * Table types of the creation centre (migration 2026_07_01_creation_centre): theme templates and
 * the editors' events. Works themselves are `opus` (tables/works.ts). Times are epoch ms.
 */
export interface CreationTables {
  theme_template_types: ThemeTemplateTypesTable;
  theme_templates: ThemeTemplatesTable;
  editor_events: EditorEventsTable;
}

export interface ThemeTemplateTypesTable {
  id: Generated<number>;
  name: string;
  sort_order: number;
}

export interface ThemeTemplatesTable {
  id: Generated<number>;
  /** Names a seeded row. */
  seed_key: string | null;
  type_id: number;
  name: string;
  description: string;
  cover: string;
  opus_type: OpusType;
  /** A public starter project (`/templates/…`), copied by path into the works made from it. */
  project_path: string;
  /** Points to unlock; 0 free. */
  price: Generated<number>;
  sort_order: number;
  created_at: number;
}

export interface EditorEventsTable {
  id: Generated<number>;
  student_id: number;
  opus_id: number | null;
  opus_type: OpusType;
  /** core/workTypes.ts `EditorEvent['event']`. */
  event: string;
  /** services/time.ts `beijingDayNumber` of `created_at`. */
  day: number;
  created_at: number;
}
