import { responses } from './common';

export const healthSchema = {
  response: responses({
    type: 'object',
    properties: { status: { type: 'string' } },
    required: ['status'],
  }),
} as const;
