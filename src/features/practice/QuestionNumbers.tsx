import { Button } from 'antd';
import { isAnswered } from '../../../core/validation';
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
          const answered = isAnswered(answers[id]);
          const classes = [
            'practice-number',
            answered ? 'is-answered' : '',
            index === current ? 'is-current' : '',
          ]
            .filter(Boolean)
            .join(' ');
          return (
            <li key={id}>
              <Button
                className={classes}
                shape="circle"
                size="large"
                aria-label={t.numberButton(index + 1, answered)}
                aria-current={index === current ? 'step' : undefined}
                disabled={disabled}
                onClick={() => onJump(index)}
              >
                {index + 1}
              </Button>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
