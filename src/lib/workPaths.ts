import { OPUS_TYPE } from '../../core/workTypes';
import type { OpusType } from '../../core/workTypes';

/**
 * Addresses the creation centre and the works screens both link to: each other, and the editors.
 * They live here so neither area has to reach into the other.
 */
export const CREATE_CENTER_PATH = '/student/createCenter';
export const MY_OPUS_PATH = '/student/myOpus';

const EDITOR_PATHS: Record<OpusType, string> = {
  [OPUS_TYPE.scratch]: '/peixun/showScratch',
  [OPUS_TYPE.python]: '/peixun/showPython',
};

/** The editor of a kind of work: a blank one, or one of my works when `id` is given. */
export function editorUrl(opusType: OpusType, id?: number): string {
  return id === undefined ? EDITOR_PATHS[opusType] : `${EDITOR_PATHS[opusType]}?id=${id}`;
}

/** `?id=` of an editor's address: a work of mine; anything else opens a new work. */
export function workIdOf(params: URLSearchParams): number | null {
  const id = Number(params.get('id'));
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/** The editor's query once a new work has its number: a reload then reopens that work. */
export function withWorkId(params: URLSearchParams, id: number): URLSearchParams {
  if (workIdOf(params) === id) return params;
  const next = new URLSearchParams(params);
  next.set('id', String(id));
  return next;
}
