import type { EditorEvent } from '../../core/workTypes';
import type { Db } from '../db/database';
import { insertEditorEvent } from '../repos/editorEventRepo';
import { findMyOpus } from '../repos/myOpusRepo';
import { notFound } from './myOpusService';
import { countRunAsView } from './opusViewService';
import { visibleOpusOr404 } from './opusVisibility';
import type { OpusViewer } from './opusVisibility';
import { beijingDayNumber } from './time';

/**
 * Stores what an editor or a work's player reports, with its Beijing day. A run may name any work
 * the caller may see (a work's page plays others' works) and counts as a view of it
 * (services/opusViewService.ts); the editor's other events name the caller's own works only.
 */
export async function trackEditorEvent(
  db: Db,
  viewer: OpusViewer,
  event: EditorEvent,
  now: number,
): Promise<void> {
  const opusId = event.opusId;
  let authorId: number | null = null;
  if (opusId !== undefined) {
    if (event.event === 'run') authorId = (await visibleOpusOr404(db, opusId, viewer)).student_id;
    else if (!(await findMyOpus(db, viewer.id, opusId))) throw notFound();
  }
  await db.transaction().execute(async (trx) => {
    // The view first: it locks the work's row before the event's foreign key takes a share of it,
    // so parallel runs queue on the lock instead of deadlocking on PostgreSQL.
    if (opusId !== undefined && authorId !== null)
      await countRunAsView(trx, { opusId, authorId, studentId: viewer.id }, now);
    await insertEditorEvent(trx, {
      student_id: viewer.id,
      opus_id: opusId ?? null,
      opus_type: event.opusType,
      event: event.event,
      day: beijingDayNumber(now),
      created_at: now,
    });
  });
}
