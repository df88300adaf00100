import { useState } from 'react';
import { Tag } from 'antd';
import { ChoiceQuestion } from './ChoiceQuestion';
import { FillBlankQuestion } from './FillBlankQuestion';
import { questionMessages as t } from './messages';
import { ProgrammingQuestion } from './ProgrammingQuestion';
import { QUESTION_TYPE_NAMES } from './questionTypeNames';
import { ReadAloudButton, ReadAloudProvider, useIsBeingRead } from './ReadAloud';
import { ReviewPanel } from './ReviewPanel';
import { RichText } from './RichText';
import { TextAnswerQuestion } from './TextAnswerQuestion';
import type { QuestionAnswer, QuestionViewProps, ViewerProps } from './types';
import './question.css';

const ignore = (_value: QuestionAnswer) => undefined;

function Body(props: ViewerProps & Pick<QuestionViewProps, 'renderScratch'>) {
  switch (props.question.questionType) {
    case 1:
    case 2:
    case 3:
      return <ChoiceQuestion {...props} />;
    case 4:
      return <FillBlankQuestion {...props} />;
    case 5:
      return <TextAnswerQuestion {...props} />;
    case 6:
      return <ProgrammingQuestion {...props} />;
  }
}

/** The stem, with its 朗读 button and highlighted while it is read. */
function Stem({
  question,
  number,
  typeName,
}: {
  question: QuestionViewProps['question'];
  number?: number;
  typeName: string;
}) {
  const reading = useIsBeingRead('stem');
  return (
    <header className={reading ? 'qv-stem is-reading' : 'qv-stem'}>
      <Tag color="green" className="qv-type-tag">
        {typeName}
      </Tag>
      {number !== undefined && <span className="qv-number">{number}.</span>}
      <ReadAloudButton id="stem" text={question.title} label={t.readStem} />
      <RichText text={question.title} className="qv-title" />
    </header>
  );
}

/**
 * One question of any type (SPEC.md §3): the stem, the answer area of its type and, in review
 * mode, the explanation behind "查看解析". Renders props only; the caller keeps the answer.
 */
export function QuestionView({
  question,
  value = null,
  onChange = ignore,
  mode = 'answer',
  number,
  shortcuts,
  renderScratch,
  defaultRevealed = false,
  answerLines = true,
  readAloud = false,
  largeText = false,
}: QuestionViewProps) {
  const readOnly = mode === 'review';
  const [revealed, setRevealed] = useState(defaultRevealed);
  // A shown explanation belongs to one question; the next one starts closed.
  const [shownFor, setShownFor] = useState(question.id);
  if (shownFor !== question.id) {
    setShownFor(question.id);
    setRevealed(defaultRevealed);
  }
  const answer = value ?? (readOnly ? (question.yourAnswer ?? null) : null);
  const typeName = QUESTION_TYPE_NAMES[question.questionType];
  const hasOptions = question.questionType <= 3;

  return (
    <article
      className={`qv qv-type-${question.questionType}${largeText ? ' qv-large' : ''}`}
      aria-label={typeName}
    >
      <ReadAloudProvider enabled={readAloud && !readOnly}>
        <Stem question={question} number={number} typeName={typeName} />
        <Body
          question={question}
          value={answer}
          onChange={onChange}
          readOnly={readOnly}
          shortcuts={shortcuts ?? !readOnly}
          revealed={readOnly && revealed}
          renderScratch={renderScratch}
        />
      </ReadAloudProvider>
      {hasOptions && !readOnly && (shortcuts ?? true) && (
        <p className="qv-hint">{question.questionType === 3 ? t.judgeShortcutHint : t.shortcutHint}</p>
      )}
      {readOnly && (
        <ReviewPanel
          question={question}
          value={answer}
          revealed={revealed}
          answerLines={answerLines}
          onToggle={() => setRevealed((open) => !open)}
        />
      )}
    </article>
  );
}
