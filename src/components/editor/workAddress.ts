import type { WorkSaveActorRef } from './useWorkSave';

/** `?id=` of a work of mine; anything else opens a new work. */
export function workIdOf(params: URLSearchParams): number | null {
  const id = Number(params.get('id'));
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/** The address after a save: the work's `?id=`, unchanged when it is already there. */
export function withWorkId(params: URLSearchParams, id: number): URLSearchParams {
  if (workIdOf(params) === id) return params;
  const next = new URLSearchParams(params);
  next.set('id', String(id));
  return next;
}

type WorkSaveSnapshot = ReturnType<WorkSaveActorRef['getSnapshot']>;

export const selectWorkId = (snapshot: WorkSaveSnapshot) => snapshot.context.work?.id ?? null;
export const selectSavedAt = (snapshot: WorkSaveSnapshot) => snapshot.context.savedAt;
