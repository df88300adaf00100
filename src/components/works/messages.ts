import { OPUS_TYPE } from '../../../core/workTypes';
import type { OpusType } from '../../../core/workTypes';

/** Texts of the pieces every works screen shares: kind names and the kind filter. */
export const workPieceMessages = {
  kindNames: { [OPUS_TYPE.scratch]: 'Scratch', [OPUS_TYPE.python]: 'Python' } satisfies Record<
    OpusType,
    string
  >,
  allKinds: '全部',
} as const;
