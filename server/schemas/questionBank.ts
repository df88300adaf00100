import { responses } from './common';
import {
  idField,
  keywordField,
  typeCountProperties,
  typeCountsSchema,
  userIdField,
  userNameField,
} from './question';

export interface MyBanksBody {
  userId: number;
  userName?: string;
}

export const getMyQuestionBankListSchema = {
  body: {
    type: 'object',
    additionalProperties: false,
    properties: { userId: userIdField, userName: userNameField },
    required: ['userId'],
  },
  response: responses({
    type: 'array',
    items: {
      type: 'object',
      properties: {
        id: { type: 'integer' },
        title: { type: 'string' },
        totalCount: { type: 'integer' },
        ...typeCountProperties,
      },
      required: ['id', 'title', 'totalCount', ...Object.keys(typeCountProperties)],
    },
  }),
} as const;

export interface MyKnowledgePointsBody {
  userId: number;
  userName?: string;
  name?: string;
}

export const getMyKnowledgePointListSchema = {
  body: {
    type: 'object',
    additionalProperties: false,
    properties: { userId: userIdField, userName: userNameField, name: keywordField },
    required: ['userId'],
  },
  response: responses({
    type: 'array',
    items: {
      type: 'object',
      properties: {
        knowledgePointId: { type: 'integer' },
        knowledgePointName: { type: 'string' },
        subjectName: { type: 'string' },
        difficulty: { type: 'integer' },
        practiceCount: { type: 'integer' },
        accuracy: { type: 'number' },
        questionInfo: typeCountsSchema,
      },
      required: [
        'knowledgePointId',
        'knowledgePointName',
        'subjectName',
        'difficulty',
        'practiceCount',
        'accuracy',
        'questionInfo',
      ],
    },
  }),
} as const;

export interface KnowledgePointDetailBody {
  userId: number;
  userName?: string;
  id: number;
}

export const getKnowledgePointDetailSchema = {
  body: {
    type: 'object',
    additionalProperties: false,
    properties: { userId: userIdField, userName: userNameField, id: idField },
    required: ['userId', 'id'],
  },
  response: responses({
    type: 'object',
    properties: {
      id: { type: 'integer' },
      title: { type: 'string' },
      totalCount: { type: 'integer' },
      difficulty: { type: 'integer' },
      txtSolution: { type: 'string' },
      videoSolution: { type: ['string', 'null'] },
    },
    required: ['id', 'title', 'totalCount', 'difficulty', 'txtSolution', 'videoSolution'],
  }),
} as const;
