import { appleImageIndex } from '../../../core/format';
import { homeMessages as t } from './messages';

/** A unit's apple: the bud before it is reached (value 0), else one of the five images of SPEC.md §9. */
export function appleOf(value: number): { image: 1 | 2 | 3 | 4 | 5 | null; stage: string } {
  if (!(value > 0)) return { image: null, stage: t.growth.notReached };
  const image = appleImageIndex(value);
  return { image, stage: t.growth.helpStages[image - 1] };
}
