import type { ComponentType } from 'react';
import type { AbilityRadarProps } from './AbilityRadar';

/**
 * The radar's chunk, loaded once. The dashboard starts it together with its data calls, so the
 * chart library arrives while the growth tree is still on its way (no waterfall).
 */
let radarChunk: Promise<{ default: ComponentType<AbilityRadarProps> }> | undefined;

export function loadAbilityRadar() {
  radarChunk ??= import(/* webpackChunkName: "ability-radar" */ './AbilityRadar');
  return radarChunk;
}
