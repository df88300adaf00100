import { isAnswered } from '../../../core/validation';
import { QuestionNumber } from '../../components/question/QuestionNumber';
import type { PracticeAnswer } from '../../../machines/practiceSession.machine';
import { practiceMessages as t } from './messages';

interface QuestionNumbersProps {
  questionIds: readonly number[];
  answers: Record<number, PracticeAnswer>;
  current: number;
  disabled: boolean;
  onJump: (index: number) => void;
}

/** Numbered buttons: answered ones filled in, the current one highlighted (SPEC.md §2). */
export function QuestionNumbers({ questionIds, answers, current, disabled, onJump }: QuestionNumbersProps) {
  return (
    <nav className="practice-numbers" aria-label={t.numbersLabel}>
      <ol>
        {questionIds.map((id, index) => {
          return (
            <li key={id}>
              <QuestionNumber
                position={index + 1}
                answered={isAnswered(answers[id])}
                current={index === current}
                disabled={disabled}
                onJump={() => onJump(index)}
              />
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
