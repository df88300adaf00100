import { ConfirmSubmit, LeavePrompt, ResumePrompt } from './ExamDialogs';
import { ExamResultDialog } from './ExamResultDialog';
import type { MockExamActorRef } from './useMockExamActor';

/** The resume prompt and the result dialog, which the session shows around the paper. */
export function SessionDialogs({ actorRef }: { actorRef: MockExamActorRef }) {
  return (
    <>
      <ResumePrompt actorRef={actorRef} />
      <ExamResultDialog actorRef={actorRef} />
    </>
  );
}

export interface LeaveGuard {
  asking: boolean;
  stay: () => void;
  leave: () => void;
}

/** Handing in with questions unanswered, and leaving mid-exam: the paper's own dialogs. */
export function PaperDialogs({ actorRef, guard }: { actorRef: MockExamActorRef; guard: LeaveGuard }) {
  return (
    <>
      <ConfirmSubmit actorRef={actorRef} />
      <LeavePrompt open={guard.asking} onStay={guard.stay} onLeave={guard.leave} />
    </>
  );
}
