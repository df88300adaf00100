import { ResumePrompt } from './ExamDialogs';
import { ExamResultDialog } from './ExamResultDialog';
import type { MockExamActorRef } from './useMockExamActor';

/** The resume prompt and the result dialog: a chunk of its own, fetched while the paper is generated. */
export default function SessionDialogs({ actorRef }: { actorRef: MockExamActorRef }) {
  return (
    <>
      <ResumePrompt actorRef={actorRef} />
      <ExamResultDialog actorRef={actorRef} />
    </>
  );
}
