import { fileUpload, responses } from './common';

export const uploadAnswerProjectSchema = {
  ...fileUpload,
  response: responses({
    type: 'object',
    properties: { path: { type: 'string' } },
    required: ['path'],
  }),
} as const;
