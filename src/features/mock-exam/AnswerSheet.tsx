import { useMemo } from 'react';
import { useSelector } from '@xstate/react';
import { sectionNumber } from '../../../core/format';
import { isAnswered } from '../../../core/validation';
import { sectionsOf } from '../../../machines/mockExamPaper';
import { QuestionNumber } from '../../components/question/QuestionNumber';
import { questionTypeName } from '../../components/question/questionTypeNames';
import { selectAnswers, selectIndex, selectQuestions } from './examSelectors';
import { mockExamMessages as t } from './messages';
import type { MockExamActorRef } from './useMockExamActor';

/** The answer sheet: numbered buttons per section, answered ones filled in, the current one ringed. */
export function AnswerSheet({ actorRef, disabled }: { actorRef: MockExamActorRef; disabled: boolean }) {
  const questions = useSelector(actorRef, selectQuestions);
  const answers = useSelector(actorRef, selectAnswers);
  const current = useSelector(actorRef, selectIndex);
  const sections = useMemo(() => sectionsOf(questions), [questions]);

  return (
    <nav className="exam-sheet" aria-label={t.answerSheet}>
      {sections.map((section, position) => {
        const title = t.sectionTitle(sectionNumber(position + 1), questionTypeName(section.questionType));
        return (
          <section key={section.questionType} className="exam-sheet-section" aria-label={title}>
            <h2 className="exam-sheet-title">{title}</h2>
            <ol>
              {questions.slice(section.start, section.start + section.count).map((question, offset) => {
                const index = section.start + offset;
                return (
                  <li key={question.questionId}>
                    <QuestionNumber
                      position={index + 1}
                      answered={isAnswered(answers[question.questionId])}
                      current={index === current}
                      disabled={disabled}
                      onJump={() => actorRef.send({ type: 'nav.jump', index })}
                    />
                  </li>
                );
              })}
            </ol>
          </section>
        );
      })}
    </nav>
  );
}
