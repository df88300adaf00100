import { ResumePrompt } from './ExamDialogs';
import { ExamResultDialog } from './ExamResultDialog';
import type { MockExamActorRef } from './useMockExamActor';

/** The resume prompt and the result dialog: a chunk of its own, fetched once the page has loaded. */
export default function SessionDialogs({ actorRef }: { actorRef: MockExamActorRef }) {
  return (
    <>
      <ResumePrompt actorRef={actorRef} />
      <ExamResultDialog actorRef={actorRef} />
    </>
  );
}
