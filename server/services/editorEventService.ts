import type { EditorEvent } from '../../core/workTypes';
import type { Db } from '../db/database';
import { insertEditorEvent } from '../repos/editorEventRepo';
import { findMyOpus } from '../repos/myOpusRepo';
import { notFound } from './myOpusService';
import { beijingDayNumber } from './time';

/**
 * Stores what an editor reports, with its Beijing day, so views can be counted from the 'run'
 * events once per student, work and day. A work named must be one the caller may see.
 */
export async function trackEditorEvent(
  db: Db,
  studentId: number,
  event: EditorEvent,
  now: number,
): Promise<void> {
  if (event.opusId !== undefined && !(await findMyOpus(db, studentId, event.opusId))) throw notFound();
  await insertEditorEvent(db, {
    student_id: studentId,
    opus_id: event.opusId ?? null,
    opus_type: event.opusType,
    event: event.event,
    day: beijingDayNumber(now),
    created_at: now,
  });
}
