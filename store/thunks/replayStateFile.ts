import type { Dispatch } from '@reduxjs/toolkit';
import { REHYDRATE } from 'redux-persist';
import type { StoreExtra } from '../deps';
import { slicesToRehydrate } from '../stateFile';
import type { StateFile } from '../stateFile';

/**
 * Rehydrates the store from a state file as redux-persist would on a load, and resolves once
 * storage holds it too, so the page can be reloaded into it (the machines restart from what the
 * slices now keep). Rejects with a StateFileError when a slice cannot be brought to today's shape.
 */
export const replayStateFile =
  (file: StateFile) =>
  async (dispatch: Dispatch, _getState: unknown, extra: StoreExtra): Promise<void> => {
    const slices = await slicesToRehydrate(file);
    for (const { key, state } of slices) dispatch({ type: REHYDRATE, key, payload: state, err: undefined });
    await extra.flushPersisted();
  };
