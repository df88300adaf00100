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
