import { OPUS_TYPE } from '../../../core/workTypes';
import type { OpusType } from '../../../core/workTypes';

/** Where the creation centre lives (the server's menu lists it under this path). */
export const CREATE_CENTER_PATH = '/student/createCenter';

const EDITOR_PATHS: Record<OpusType, string> = {
  [OPUS_TYPE.scratch]: '/peixun/showScratch',
  [OPUS_TYPE.python]: '/peixun/showPython',
};

/** The editor of a kind of work: a blank one, or one of my works when `id` is given. */
export function editorUrl(opusType: OpusType, id?: number): string {
  return id === undefined ? EDITOR_PATHS[opusType] : `${EDITOR_PATHS[opusType]}?id=${id}`;
}
