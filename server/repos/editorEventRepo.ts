import type { Insertable } from 'kysely';
import type { Db } from '../db/database';
import type { EditorEventsTable } from '../db/tables/creation';

export async function insertEditorEvent(db: Db, event: Insertable<EditorEventsTable>): Promise<void> {
  await db.insertInto('editor_events').values(event).execute();
}
