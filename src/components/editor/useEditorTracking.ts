import { useCallback } from 'react';
import type { EditorEvent, OpusType } from '../../../core/workTypes';
import { editorApi } from '../../../store/api/editorApi';
import { useAppDispatch } from '../../../store/hooks';

/**
 * Reports an editor event (open, save, run, restore, copy) of this kind of work. Fire and forget:
 * a lost event must never disturb the student's work, so its failures are dropped.
 */
export function useEditorTracking(opusType: OpusType) {
  const dispatch = useAppDispatch();
  return useCallback(
    (event: EditorEvent['event'], opusId?: number) =>
      void dispatch(
        editorApi.endpoints.trackEditorEvent.initiate(
          { event, opusType, ...(opusId ? { opusId } : {}) },
          { track: false },
        ),
      ),
    [dispatch, opusType],
  );
}
