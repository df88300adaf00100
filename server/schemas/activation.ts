import { responses } from './common';
import { userIdField, userNameField } from './question';

export interface ActivationBody {
  activationCode: string;
  userId: number;
  userName?: string;
}

export const activationProductCodeSchema = {
  body: {
    type: 'object',
    additionalProperties: false,
    properties: {
      // Trimmed and checked by the service, which names the rule that failed.
      activationCode: { type: 'string', maxLength: 32 },
      userId: userIdField,
      userName: userNameField,
    },
    required: ['activationCode', 'userId'],
  },
  response: responses({
    type: 'object',
    properties: {
      productName: { type: 'string' },
      bankCount: { type: 'integer' },
      paperCount: { type: 'integer' },
    },
    required: ['productName', 'bankCount', 'paperCount'],
  }),
} as const;
