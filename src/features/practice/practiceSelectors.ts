import type { SnapshotFrom } from 'xstate';
import { currentQuestionId } from '../../../machines/practiceSession.machine';
import type { PracticeSessionMachine } from '../../../machines/practiceSession.machine';

/**
 * Selectors over the practice machine's snapshot, defined once so `useSelector` compares stable
 * slices and a component re-renders only when what it shows has changed.
 */
type Snapshot = SnapshotFrom<PracticeSessionMachine>;

export const selectPhase = (snapshot: Snapshot) => snapshot.value;
export const selectIsDone = (snapshot: Snapshot) => snapshot.status === 'done';
export const selectIndex = (snapshot: Snapshot) => snapshot.context.index;
export const selectQuestionIds = (snapshot: Snapshot) => snapshot.context.questionIds;
export const selectAnswers = (snapshot: Snapshot) => snapshot.context.answers;
export const selectStartedAt = (snapshot: Snapshot) => snapshot.context.startedAt;
export const selectStoppedAt = (snapshot: Snapshot) => snapshot.context.stoppedAt;
export const selectResult = (snapshot: Snapshot) => snapshot.context.result;
export const selectLoadError = (snapshot: Snapshot) => snapshot.context.loadError;
export const selectCanPrev = (snapshot: Snapshot) => snapshot.can({ type: 'nav.prev' });
/** Navigation waits while a question loads or an answer is being saved. */
export const selectIsBusy = (snapshot: Snapshot) => !snapshot.matches('answering');
export const selectIsSaving = (snapshot: Snapshot) => snapshot.matches('saving');
export const selectIsLast = (snapshot: Snapshot) =>
  snapshot.context.index === snapshot.context.questionIds.length - 1;

/** The question on screen, once loaded. */
export const selectCurrentQuestion = (snapshot: Snapshot) =>
  snapshot.context.questions[currentQuestionId(snapshot.context)] ?? null;

/** The question on screen is in an exam the student has open: its key waits for the submit. */
export const selectCurrentKeyWithheld = (snapshot: Snapshot) =>
  snapshot.context.keyWithheld[currentQuestionId(snapshot.context)] === true;

export const selectCurrentAnswer = (snapshot: Snapshot) =>
  snapshot.context.answers[currentQuestionId(snapshot.context)] ?? null;
