import type { Db } from '../database';
import { findBatchQuestion, findBatch, insertBatch } from '../../repos/practiceRepo';
import { findQuestion } from '../../repos/questionRepo';
import type { QuestionRow } from '../../repos/questionRepo';
import { recordAnswer } from '../../services/answerService';
import { blanksOf } from '../../services/questionWire';
import type { ContentIds } from './questionContent';

const HOUR_MS = 60 * 60 * 1000;

/** A finished practice of the demo history: which questions, and which of them went wrong. */
interface PastPractice {
  batchType: 0 | 1;
  /** A bank key (batchType 1) or knowledge-point key (0). */
  itemKey: string;
  hoursAgo: number;
  questionKeys: string[];
  wrongKeys: string[];
}

/**
 * What `demo` has already practised: a Scratch bank session, a loop drill on the next day (one
 * earlier mistake answered right this time) and a short Python session. Enough for accuracy,
 * practice counts and the wrong-answer book to show real figures.
 */
const DEMO_HISTORY: PastPractice[] = [
  {
    batchType: 1,
    itemKey: 'bank-sc1',
    hoursAgo: 74,
    questionKeys: [
      'sc1-sprite-001',
      'sc1-motion-001',
      'sc1-event-001',
      'sc1-loop-001',
      'sc1-event-m01',
      'sc1-motion-t01',
      'sc1-loop-t01',
      'sc1-motion-f01',
    ],
    wrongKeys: ['sc1-motion-001', 'sc1-loop-001', 'sc1-loop-t01', 'sc1-motion-f01'],
  },
  {
    batchType: 0,
    itemKey: 'sc-loop',
    hoursAgo: 26,
    questionKeys: ['sc1-loop-001', 'sc1-loop-002', 'sc1-loop-003', 'sc1-loop-004'],
    wrongKeys: ['sc1-loop-003'],
  },
  {
    batchType: 1,
    itemKey: 'bank-py1',
    hoursAgo: 5,
    questionKeys: ['py1-var-001', 'py1-io-001', 'py1-var-t01'],
    wrongKeys: ['py1-io-001'],
  },
];

/** A plausible slip of a child: another option, the opposite verdict, or a near-miss blank. */
function wrongAnswerFor(question: QuestionRow): string | string[] {
  switch (question.question_type) {
    case 3:
      return question.answer === 'A' ? 'B' : 'A';
    case 4:
      return blanksOf(question).map((blank, index) => (index === 0 ? `${blank}1` : blank));
    default:
      return question.answer.startsWith('A') ? 'B' : 'A';
  }
}

function rightAnswerFor(question: QuestionRow): string | string[] {
  return question.question_type === 4 ? blanksOf(question) : question.answer;
}

/** Past practices, recorded through the same code path as live answers. Skipped once present. */
export async function seedPracticeHistory(
  db: Db,
  studentId: number,
  ids: ContentIds,
  now: number,
): Promise<void> {
  const existing = await db
    .selectFrom('practice_batches')
    .select('id')
    .where('student_id', '=', studentId)
    .executeTakeFirst();
  if (existing) return;

  for (const past of DEMO_HISTORY) {
    const itemIds = past.batchType === 1 ? ids.bank : ids.knowledgePoint;
    const itemId = itemIds.get(past.itemKey);
    const questionIds = past.questionKeys.map((key) => ids.question.get(key));
    // Content can be reworded or renumbered; a history that no longer fits is simply left out.
    if (itemId === undefined || questionIds.some((id) => id === undefined)) continue;
    const createdAt = now - past.hoursAgo * HOUR_MS;
    const batchId = await insertBatch(db, {
      studentId,
      batchType: past.batchType,
      itemId,
      createdAt,
      questionIds: questionIds as number[],
    });
    const batch = await findBatch(db, batchId);
    if (!batch) continue;
    for (const [index, key] of past.questionKeys.entries()) {
      const questionId = questionIds[index] as number;
      const [question, entry] = await Promise.all([
        findQuestion(db, questionId),
        findBatchQuestion(db, batchId, questionId),
      ]);
      if (!question || !entry) continue;
      const wrong = past.wrongKeys.includes(key);
      const answeredAt = createdAt + (index + 1) * 45 * 1000;
      await recordAnswer(db, {
        studentId,
        batch,
        entry,
        question,
        yourAnswer: wrong ? wrongAnswerFor(question) : rightAnswerFor(question),
        costTime: 30 * 1000 + index * 5000,
        now: answeredAt,
      });
    }
  }
}
