import type { ReactNode } from 'react';
import {
  CheckCircleFilled,
  ClockCircleFilled,
  CloseCircleFilled,
  LockFilled,
  MinusCircleFilled,
} from '@ant-design/icons';
import type { AnsweredQuestion, ExamAnswerResult, SectionScore } from '../../../core/examTypes';
import type { Question, QuestionType } from '../../../core/questionBankTypes';
import { sectionNumber } from '../../../core/format';
import { isAnswered } from '../../../core/validation';
import { QuestionView, correctAnswerText, studentAnswerText } from '../../components/question';
import { questionTypeName } from '../../components/question/questionTypeNames';
import { paperDetailMessages as t } from './messages';

interface Section {
  questionType: QuestionType;
  /** Number of the section's first question on the paper, counting from 1. */
  firstNumber: number;
  items: AnsweredQuestion[];
  score: number;
  totalScore: number;
}

/** The answered paper grouped by type, in the paper's order; totals from the server when it sent them. */
function sectionsOf(result: ExamAnswerResult): Section[] {
  const sections: Section[] = [];
  for (const item of result.questionAnswerList) {
    let section = sections.find((s) => s.questionType === item.questionType);
    if (!section) {
      section = { questionType: item.questionType, firstNumber: 0, items: [], score: 0, totalScore: 0 };
      sections.push(section);
    }
    section.items.push(item);
    section.score += item.scoreValue ?? 0;
    section.totalScore += item.score;
  }
  const byType = new Map<QuestionType, SectionScore>((result.sections ?? []).map((s) => [s.questionType, s]));
  let firstNumber = 1;
  return sections.map((section) => {
    const server = byType.get(section.questionType);
    const numbered = { ...section, firstNumber };
    firstNumber += section.items.length;
    return server ? { ...numbered, score: server.score, totalScore: server.totalScore } : numbered;
  });
}

type Verdict = 'right' | 'wrong' | 'pending' | 'unanswered' | 'withheld';

function verdictOf(item: AnsweredQuestion): Verdict {
  // Also in an exam the student has open: the server keeps the verdict back until it is submitted.
  if (item.keyWithheld) return 'withheld';
  if (item.rightStatus === 1) return 'right';
  if (!isAnswered(item.yourAnswer)) return 'unanswered';
  return item.rightStatus === -1 ? 'wrong' : 'pending';
}

const VERDICT_ICONS: Record<Verdict, ReactNode> = {
  right: <CheckCircleFilled aria-hidden="true" />,
  wrong: <CloseCircleFilled aria-hidden="true" />,
  pending: <ClockCircleFilled aria-hidden="true" />,
  unanswered: <MinusCircleFilled aria-hidden="true" />,
  withheld: <LockFilled aria-hidden="true" />,
};

function AnsweredItem({ item, number }: { item: AnsweredQuestion; number: number }) {
  // The viewer's review mode reads the student's answer and verdict from the question itself.
  const question: Question = { ...item.question, yourAnswer: item.yourAnswer, rightStatus: item.rightStatus };
  const verdict = verdictOf(item);
  const correct = correctAnswerText(question);
  return (
    <li className={`paper-question is-${verdict}`}>
      <div className="paper-verdict">
        <span className={`paper-verdict-icon is-${verdict}`} role="img" aria-label={t[verdict]}>
          {VERDICT_ICONS[verdict]}
        </span>
        <span className="paper-verdict-score">
          {item.scoreValue === undefined
            ? t.questionScoreWithheld(item.score)
            : t.questionScore(item.scoreValue, item.score)}
        </span>
      </div>
      {/* The verdict and both answers are laid out below, once (SPEC.md §2 "paper details"). */}
      <QuestionView
        question={question}
        mode="review"
        number={number}
        shortcuts={false}
        defaultRevealed
        answerLines={false}
      />
      <dl className="paper-answers">
        <div>
          <dt>{t.yourAnswer}</dt>
          <dd className="paper-your-answer">{studentAnswerText(question, item.yourAnswer)}</dd>
        </div>
        {verdict === 'wrong' && correct && (
          <div>
            <dt>{t.correctAnswer}</dt>
            <dd className="paper-correct-answer">{correct}</dd>
          </div>
        )}
      </dl>
    </li>
  );
}

/** Sections 一、二、… each with its count and score total, then every question with its verdict. */
export function PaperSections({ result }: { result: ExamAnswerResult }) {
  return (
    <>
      {sectionsOf(result).map((section, position) => {
        const heading = t.sectionHeading(sectionNumber(position + 1), questionTypeName(section.questionType));
        const headingId = `paper-section-${section.questionType}`;
        return (
          <section key={section.questionType} className="paper-section" aria-labelledby={headingId}>
            <h3 id={headingId} className="paper-section-title">
              {heading}
              <small>{t.sectionFacts(section.items.length, section.totalScore, section.score)}</small>
            </h3>
            <ol className="paper-questions">
              {section.items.map((item, offset) => (
                <AnsweredItem key={item.questionId} item={item} number={section.firstNumber + offset} />
              ))}
            </ol>
          </section>
        );
      })}
    </>
  );
}
