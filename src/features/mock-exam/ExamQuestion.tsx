import { useMemo, useState } from 'react';
import { useSelector } from '@xstate/react';
import { sectionNumber } from '../../../core/format';
import { sectionsOf } from '../../../machines/mockExamPaper';
import { QuestionView, ReadingSwitches } from '../../components/question';
import { useLargeText } from '../../lib/useLargeText';
import type { ScratchSlotProps } from '../../components/question';
import { questionTypeName } from '../../components/question/questionTypeNames';
import {
  selectAllowsReadAloud,
  selectCurrentAnswer,
  selectCurrentQuestion,
  selectIndex,
  selectQuestions,
} from './examSelectors';
import { ExamScratchTask } from './ExamScratchTask';
import { mockExamMessages as t } from './messages';
import type { MockExamActorRef } from './useMockExamActor';

/** The question on screen under its section heading ("一、单选题 共 25 题"), answered in place. */
export function ExamQuestion({ actorRef }: { actorRef: MockExamActorRef }) {
  const questions = useSelector(actorRef, selectQuestions);
  const question = useSelector(actorRef, selectCurrentQuestion);
  const answer = useSelector(actorRef, selectCurrentAnswer);
  const index = useSelector(actorRef, selectIndex);
  const sections = useMemo(() => sectionsOf(questions), [questions]);
  const [largeText, setLargeText] = useLargeText();
  // Off until the student turns it on, and only where the paper allows it (SPEC: exams are quiet).
  const allowsReadAloud = useSelector(actorRef, selectAllowsReadAloud);
  const [readAloud, setReadAloud] = useState(false);
  const position = sections.findIndex((s) => index >= s.start && index < s.start + s.count);
  const section = sections[position];
  if (!question || !section) return null;

  const renderScratch = (slot: ScratchSlotProps) => <ExamScratchTask key={slot.question.id} {...slot} />;

  return (
    <section className="exam-question">
      <h2 className="exam-section-title">
        {t.sectionTitle(sectionNumber(position + 1), questionTypeName(section.questionType))}
        <small>
          {t.sectionCount(section.count)} · {t.points(question.score)}
        </small>
      </h2>
      <ReadingSwitches
        readAloud={allowsReadAloud ? { on: readAloud, onChange: setReadAloud } : undefined}
        largeText={largeText}
        onLargeTextChange={setLargeText}
      />
      <QuestionView
        key={question.questionId}
        largeText={largeText}
        readAloud={allowsReadAloud && readAloud}
        question={question}
        number={index + 1}
        value={answer}
        onChange={(value) => actorRef.send({ type: 'answer.change', answer: value })}
        renderScratch={renderScratch}
      />
    </section>
  );
}
