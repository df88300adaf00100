/** The editors' save kit, shared by the Scratch and Python pages. */
export { SaveIndicator, WorkSaveToolbar } from './WorkSaveToolbar';
export type { RestoreOffer, SignInDialogProps, WorkSaveToolbarProps } from './WorkSaveToolbar';
export { copyName, selectHasUnsaved, selectWorkSaveStatus, useWorkSave } from './useWorkSave';
export type { EditorProject, WorkSaveActorRef, WorkSaveOptions } from './useWorkSave';
export { useEditorTracking } from './useEditorTracking';
