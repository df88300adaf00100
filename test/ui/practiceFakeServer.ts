import { gradeAnswer } from '../../core/grading';
import type { AnswerVerdict, Question } from '../../core/questionBankTypes';
import { encodeAnswerVerdict, encodeQuestion } from '../../core/questionText';
import { createFakeHttp, fail, ok } from '../helpers/fakeHttp';
import type { ActiveBatch } from '../../store/slices/practiceSlice';

export const DETAILS = '/tiku/api/v1/getQuestionDetails';
export const SAVE = '/tiku/api/v1/saveQuestionAnswer';

/** A bank batch of three: single choice (B), fill-in with two blanks (3, 4), true/false (对). */
export const QUESTIONS: Question[] = [
  {
    id: 101,
    questionType: 1,
    title: '舞台正中心的坐标是？',
    optionsA: '(240, 180)',
    optionsB: '(0, 0)',
    optionsC: '(-240, -180)',
    answerCount: 1,
    knowledgePoints: [{ id: 7, title: '坐标与运动' }],
    answer: 'B',
    txtSolution: '舞台的中心是原点。',
  },
  {
    id: 102,
    questionType: 4,
    title: 'range(3, 5) 产生的两个数依次是 ____ 和 ____。',
    answerCount: 2,
    knowledgePoints: [{ id: 8, title: 'Python 循环' }],
    answer: '3,4',
    answerA: '3',
    answerB: '4',
    txtSolution: '不包括 5。',
  },
  {
    id: 103,
    questionType: 3,
    title: '一个角色可以有多个造型。',
    answerCount: 1,
    knowledgePoints: [{ id: 9, title: '角色与造型' }],
    answer: 'A',
    txtSolution: '造型可以有很多个。',
  },
];

export const BATCH: ActiveBatch = { batchId: 500, questionIds: [101, 102, 103], kind: 'bank', itemId: 1 };

/** What a student may see before answering: no key, no explanation. */
function unanswered(question: Question): Question {
  const { answer: _a, answerA: _aa, answerB: _ab, txtSolution: _t, ...rest } = question;
  return rest;
}

/**
 * Serves the practice calls over `questions`, grading with core/grading like the real server.
 * Questions in `keyWithheldOn` are also in an exam the student has open: kept, and neither verdict
 * nor key is sent.
 */
export function fakePracticeServer(questions: Question[] = QUESTIONS, keyWithheldOn: readonly number[] = []) {
  const http = createFakeHttp();
  const byId = new Map(questions.map((question) => [question.id, question]));
  http.on('POST', DETAILS, ({ body }) => {
    const question = byId.get(Number(body.id));
    return question ? ok(encodeQuestion(unanswered(question))) : fail(404, '题目不存在');
  });
  http.on('POST', SAVE, ({ body }) => {
    const question = byId.get(Number(body.questionId));
    if (!question) return fail(404, '题目不存在');
    if (keyWithheldOn.includes(question.id))
      return ok({ questionId: question.id, keyWithheld: true } satisfies AnswerVerdict);
    const answerList = [question.answerA, question.answerB].filter(
      (blank): blank is string => blank !== undefined,
    );
    const rightStatus = gradeAnswer(
      { questionType: question.questionType, answer: question.answer ?? '', answerList },
      body.yourAnswer as string | string[],
    );
    const verdict: AnswerVerdict = {
      questionId: question.id,
      rightStatus,
      keyWithheld: false,
      answer: question.answer ?? '',
      answerList,
      txtSolution: question.txtSolution ?? '',
      videoSolution: null,
    };
    return ok(encodeAnswerVerdict(verdict));
  });
  return http;
}
