import { questionMessages as t } from './messages';
import './questionNumber.css';

interface QuestionNumberProps {
  /** 1-based, as the student counts. */
  position: number;
  answered: boolean;
  current: boolean;
  disabled: boolean;
  onJump: () => void;
}

/**
 * One numbered button of a practice batch's or a mock paper's answer sheet: answered ones filled
 * in, the current one ringed (the page's stylesheet picks the colours through
 * `--question-number-*`), each named for a screen reader ("第3题（已作答）").
 * A plain button: an antd Button per question (its token, wave and layout-effect hooks) made the
 * commit that shows a 37-question paper one of the exam page's longest tasks on a tablet.
 */
export function QuestionNumber({ position, answered, current, disabled, onJump }: QuestionNumberProps) {
  const classes = ['question-number', answered ? 'is-answered' : '', current ? 'is-current' : '']
    .filter(Boolean)
    .join(' ');
  return (
    <button
      type="button"
      className={classes}
      aria-label={t.numberButton(position, answered)}
      aria-current={current ? 'step' : undefined}
      disabled={disabled}
      onClick={onJump}
    >
      {position}
    </button>
  );
}
