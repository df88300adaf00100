import { errorEnvelope, responses } from './common';
import {
  idField,
  knowledgePointRefSchema,
  questionSchema,
  studentAnswerField,
  userIdField,
  userNameField,
} from './question';

/** Bodies that only name the caller. */
export interface ExamCallerBody {
  userId: number;
  userName?: string;
}

const callerBody = {
  type: 'object',
  additionalProperties: false,
  properties: { userId: userIdField, userName: userNameField },
  required: ['userId'],
} as const;

/** A few 409s tell the client what to do next: the last acknowledged seq, or the auto-submitted id. */
const examErrorEnvelope = {
  ...errorEnvelope,
  properties: {
    ...errorEnvelope.properties,
    result: {
      anyOf: [
        { type: 'null' },
        {
          type: 'object',
          properties: { seq: { type: 'integer' }, examPaperParticipateSummaryId: { type: 'integer' } },
        },
      ],
    },
  },
} as const;

function examResponses<T extends object>(result: T) {
  return { ...responses(result), '4xx': examErrorEnvelope } as const;
}

/** A type list, not anyOf: serialised with plain typeof checks (array before string, on purpose). */
const answerValue = { type: ['null', 'array', 'string'], items: { type: 'string' } } as const;

const examAnswerField = {
  type: 'object',
  additionalProperties: false,
  properties: { questionId: idField, yourAnswer: studentAnswerField },
  required: ['questionId', 'yourAnswer'],
} as const;

/** Far above any paper's length; bounds the work one call can ask for. */
const MAX_ANSWERS = 200;

const answerListField = { type: 'array', maxItems: MAX_ANSWERS, items: examAnswerField } as const;

const paperType = { type: 'integer', enum: [0, 1] } as const;

/** What both an open attempt and a submitted result say about the attempt and its paper. */
const attemptHeaderProperties = {
  examPaperParticipateSummaryId: { type: 'integer' },
  examPaperId: { type: 'integer' },
  examPaperName: { type: 'string' },
  examPaperType: paperType,
  passingScore: { type: 'integer' },
} as const;

const nullableId = { type: ['integer', 'null'] } as const;

export const getMyExamPaperListSchema = {
  body: callerBody,
  response: responses({
    type: 'array',
    items: {
      type: 'object',
      properties: {
        examPaperId: { type: 'integer' },
        examPaperName: { type: 'string' },
        examTime: { type: 'integer' },
        totalCount: { type: 'integer' },
        answerCount: { type: 'integer' },
        answerAvgScore: { type: 'integer' },
        passingScore: { type: 'integer' },
        totalScore: { type: 'integer' },
        subjectId: { type: 'integer' },
        examPaperType: paperType,
        summaryId: nullableId,
        supplementaryStatus: { type: 'integer' },
      },
    },
  }),
} as const;

/**
 * A question of an open attempt. The answer fields are not declared, so even a question object
 * that carried them would be serialised without them.
 */
const openQuestionSchema = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    questionId: { type: 'integer' },
    questionType: { type: 'integer' },
    title: { type: 'string' },
    optionsA: { type: 'string' },
    optionsB: { type: 'string' },
    optionsC: { type: 'string' },
    optionsD: { type: 'string' },
    optionsE: { type: 'string' },
    optionsF: { type: 'string' },
    answerCount: { type: 'integer' },
    knowledgePoints: { type: 'array', items: knowledgePointRefSchema },
    programmingType: nullableId,
    programmingPath: { type: ['string', 'null'] },
    yourAnswer: answerValue,
    score: { type: 'integer' },
  },
  required: ['id', 'questionId', 'questionType', 'title', 'answerCount', 'knowledgePoints', 'score'],
} as const;

export const generateExamPaperDetailsSchema = {
  body: {
    type: 'object',
    additionalProperties: false,
    properties: {
      userId: userIdField,
      userName: userNameField,
      examPaperId: idField,
      summaryId: { type: ['integer', 'null'], minimum: 1, maximum: 2147483647 },
    },
    required: ['userId', 'examPaperId'],
  },
  response: examResponses({
    type: 'object',
    properties: {
      ...attemptHeaderProperties,
      subjectId: { type: 'integer' },
      examTime: { type: 'integer' },
      startedAt: { type: 'integer' },
      deadline: { type: 'integer' },
      serverNow: { type: 'integer' },
      supplementaryStatus: { type: 'integer' },
      allowReadAloud: { type: 'boolean' },
      seq: { type: 'integer' },
      questionList: { type: 'array', items: openQuestionSchema },
    },
  }),
} as const;

export const saveExamAnswerDraftSchema = {
  body: {
    type: 'object',
    additionalProperties: false,
    properties: {
      userId: userIdField,
      userName: userNameField,
      examPaperParticipateSummaryId: idField,
      seq: { type: 'integer', minimum: 1, maximum: 2147483647 },
      answers: answerListField,
    },
    required: ['userId', 'examPaperParticipateSummaryId', 'seq', 'answers'],
  },
  response: examResponses({
    type: 'object',
    properties: { seq: { type: 'integer' }, savedAt: { type: 'integer' } },
  }),
} as const;

/** The client's own totals: any plausible number passes, none of them is used. */
const ignoredNumber = { type: 'number', minimum: -1e9, maximum: 1e9 } as const;

/**
 * A submitted answer as a client written to SPEC.md §3 sends it: the paper question's and answer
 * record's own fields (the question, its type, the verdict, the points) come along. They pass for
 * shape and are ignored, the server grades; any field SPEC.md does not name is still refused.
 */
const submittedAnswerField = {
  ...examAnswerField,
  properties: {
    ...examAnswerField.properties,
    question: { type: ['object', 'string', 'null'], maxLength: 5000 },
    questionType: { type: 'integer', minimum: 1, maximum: 6 },
    rightStatus: { type: 'integer', minimum: -1, maximum: 1 },
    scoreValue: ignoredNumber,
    score: ignoredNumber,
  },
} as const;

export const saveExamPaperAnswerSchema = {
  body: {
    type: 'object',
    additionalProperties: false,
    properties: {
      userId: userIdField,
      userName: userNameField,
      examPaperName: { type: 'string', maxLength: 100 },
      subjectId: { type: 'integer', minimum: 0, maximum: 2147483647 },
      examPaperParticipateSummaryId: idField,
      costTime: ignoredNumber,
      totalScore: ignoredNumber,
      multipleChoiceScore: ignoredNumber,
      multipleSelectionScore: ignoredNumber,
      trueFalseScore: ignoredNumber,
      fillsScore: ignoredNumber,
      essayScore: ignoredNumber,
      programmingScore: ignoredNumber,
      questionAnswerList: { type: 'array', maxItems: MAX_ANSWERS, items: submittedAnswerField },
    },
    required: ['userId', 'examPaperParticipateSummaryId', 'questionAnswerList'],
  },
  response: examResponses({ type: 'integer' }),
} as const;

export interface ExamAnswerBody {
  examPaperParticipateSummaryId: number;
  userId: number;
  userName?: string;
}

export const getExamPaperAnswerSchema = {
  body: {
    type: 'object',
    additionalProperties: false,
    properties: { examPaperParticipateSummaryId: idField, userId: userIdField, userName: userNameField },
    required: ['examPaperParticipateSummaryId', 'userId'],
  },
  response: examResponses({
    type: 'object',
    properties: {
      ...attemptHeaderProperties,
      paperTotalScore: { type: 'integer' },
      totalScore: { type: 'integer' },
      costTime: { type: 'integer' },
      rightCount: { type: 'integer' },
      totalCount: { type: 'integer' },
      sections: {
        type: 'array',
        items: {
          type: 'object',
          properties: {
            questionType: { type: 'integer' },
            score: { type: 'integer' },
            totalScore: { type: 'integer' },
            count: { type: 'integer' },
          },
        },
      },
      questionAnswerList: {
        type: 'array',
        items: {
          type: 'object',
          properties: {
            question: questionSchema,
            questionId: { type: 'integer' },
            questionType: { type: 'integer' },
            score: { type: 'integer' },
            yourAnswer: answerValue,
            // The verdict and points; absent (keyWithheld) while the question is in an open exam.
            rightStatus: { type: 'integer' },
            scoreValue: { type: 'integer' },
            keyWithheld: { type: 'boolean' },
          },
        },
      },
      submittedAt: { type: 'integer' },
      autoSubmitted: { type: 'boolean' },
    },
  }),
} as const;

export const getMyExamPaperSchema = {
  body: callerBody,
  response: responses({
    type: 'array',
    items: {
      type: 'object',
      properties: {
        id: nullableId,
        examPaperId: { type: 'integer' },
        examPaperName: { type: 'string' },
        examPaperType: paperType,
        costTime: { type: 'integer' },
        totalScore: { type: 'integer' },
        passingScore: { type: 'integer' },
        completionStatus: { type: 'integer' },
        examPaperParticipateSummaryId: nullableId,
        startedAt: nullableId,
        attemptNumber: nullableId,
        submittedAt: nullableId,
      },
    },
  }),
} as const;
