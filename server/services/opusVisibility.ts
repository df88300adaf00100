import type { Db } from '../db/database';
import { worksMessages } from '../messages';
import { ApiError } from '../plugins/envelope';
import { findVisibleOpus } from '../repos/opusRepo';
import type { OpusAccessRow } from '../repos/opusRepo';
import type { StudentProfileRow } from '../repos/studentRepo';

/**
 * Who may see a work, in one place for the whole server: a private work is its author's only; a
 * school-open one is seen by the students of the author's organisation; a public one by everyone,
 * signed in or not; a held one (reported, waiting for review) by its author only; a deleted one by
 * nobody. The rule itself is SQL (`visibleOpusFor` in repos/opusRepo.ts), so a list, a count, a
 * search and a read by id all filter the same way in the database and none can disagree.
 */

/** A signed-in student looking at works; `null` where a visitor (no token) looks. */
export interface OpusViewer {
  id: number;
  organizationId: number | null;
}

export function viewerOfProfile(profile: Pick<StudentProfileRow, 'id' | 'organization_id'>): OpusViewer {
  return { id: profile.id, organizationId: profile.organization_id };
}

export function opusNotFound(): ApiError {
  return new ApiError(404, worksMessages.opusNotFound);
}

/** The work if the viewer may see it; otherwise 404, the same answer as an unknown id. */
export async function visibleOpusOr404(
  db: Db,
  opusId: number,
  viewer: OpusViewer | null,
): Promise<OpusAccessRow> {
  const opus = await findVisibleOpus(db, opusId, viewer);
  if (!opus) throw opusNotFound();
  return opus;
}
