import { nullResult, responses } from './common';
import { idField, keywordField, questionSchema, userIdField, userNameField } from './question';

export const getMistakesCollectionSchema = {
  body: {
    type: 'object',
    additionalProperties: false,
    properties: {
      userId: userIdField,
      userName: userNameField,
      pageNumber: { type: 'integer', minimum: 1, maximum: 100000 },
      pageSize: { type: 'integer', minimum: 1, maximum: 100 },
      knowledgePointId: idField,
      knowledgePointTitle: keywordField,
      title: { type: 'string', maxLength: 100 },
    },
    required: ['userId', 'pageNumber', 'pageSize'],
  },
  response: responses({
    type: 'object',
    properties: {
      list: {
        type: 'array',
        items: {
          type: 'object',
          properties: {
            questionId: { type: 'integer' },
            questionType: { type: 'integer' },
            title: { type: 'string' },
            questionCount: { type: 'integer' },
            lastCollectionTime: { type: 'string' },
            participateCount: { type: 'integer' },
            correctCount: { type: 'integer' },
            correctStreak: { type: 'integer' },
            mastered: { type: 'boolean' },
          },
          required: [
            'questionId',
            'questionType',
            'title',
            'questionCount',
            'lastCollectionTime',
            'participateCount',
            'correctCount',
            'correctStreak',
            'mastered',
          ],
        },
      },
      total: { type: 'integer' },
      knowledgePoints: {
        type: 'array',
        items: {
          type: 'object',
          properties: {
            knowledgePointId: { type: 'integer' },
            knowledgePointTitle: { type: 'string' },
            count: { type: 'integer' },
          },
          required: ['knowledgePointId', 'knowledgePointTitle', 'count'],
        },
      },
    },
    required: ['list', 'total', 'knowledgePoints'],
  }),
} as const;

export interface MistakeQuestionBody {
  userId: number;
  userName?: string;
  questionId: number;
}

const mistakeQuestionBody = {
  type: 'object',
  additionalProperties: false,
  properties: { userId: userIdField, userName: userNameField, questionId: idField },
  required: ['userId', 'questionId'],
} as const;

export const getErrorQuestionDetailsSchema = {
  body: mistakeQuestionBody,
  response: responses(questionSchema),
} as const;

export const removeErrorQuestionSchema = {
  body: mistakeQuestionBody,
  response: responses(nullResult),
} as const;
