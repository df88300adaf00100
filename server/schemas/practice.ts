import { responses } from './common';
import {
  countField,
  idField,
  questionSchema,
  studentAnswerField,
  userIdField,
  userNameField,
} from './question';

export const getPracticeBatchInfoSchema = {
  body: {
    type: 'object',
    additionalProperties: false,
    properties: {
      userId: userIdField,
      userName: userNameField,
      batchType: { type: 'integer', enum: [0, 1, 2] },
      // 0 means "the whole mistakes book" for batchType 2.
      batchTypeItemId: { type: 'integer', minimum: 0, maximum: 2147483647 },
      multipleChoiceCount: countField,
      multipleSelectionCount: countField,
      trueFalseCount: countField,
      fillsCount: countField,
      essayCount: countField,
      programmingCount: countField,
    },
    required: ['userId', 'batchType', 'batchTypeItemId'],
  },
  response: responses({
    type: 'object',
    properties: {
      batchId: { type: 'integer' },
      questionIds: { type: 'array', items: { type: 'integer' } },
    },
    required: ['batchId', 'questionIds'],
  }),
} as const;

export interface QuestionDetailsBody {
  id: number;
  userId: number;
  userName?: string;
  batchId?: number;
}

export const getQuestionDetailsSchema = {
  body: {
    type: 'object',
    additionalProperties: false,
    properties: { id: idField, userId: userIdField, userName: userNameField, batchId: idField },
    required: ['id', 'userId'],
  },
  response: responses(questionSchema),
} as const;

export const saveQuestionAnswerSchema = {
  body: {
    type: 'object',
    additionalProperties: false,
    properties: {
      userId: userIdField,
      userName: userNameField,
      questionId: idField,
      // The client's own verdict; accepted for compatibility and ignored.
      questionStatus: { type: 'integer', enum: [0, 1] },
      // Clamped by the server to [0, time since the batch was made], so any whole number is fine.
      costTime: { type: 'integer', minimum: -1e12, maximum: 1e12 },
      yourAnswer: studentAnswerField,
      batchId: idField,
    },
    required: ['userId', 'questionId', 'costTime', 'yourAnswer', 'batchId'],
  },
  response: responses({
    type: 'object',
    properties: {
      questionId: { type: 'integer' },
      // The verdict, key and explanation; all absent (keyWithheld) while the question is in an open exam.
      rightStatus: { type: 'integer' },
      keyWithheld: { type: 'boolean' },
      answer: { type: 'string' },
      answerList: { type: 'array', items: { type: 'string' } },
      txtSolution: { type: 'string' },
      videoSolution: { type: ['string', 'null'] },
    },
    required: ['questionId', 'keyWithheld'],
  }),
} as const;
