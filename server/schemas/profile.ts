import { nullResult, responses } from './common';

/** Lengths only: blank values and the birth month are checked by the service with core's rules and words. */
export const improvePersonalInformationSchema = {
  body: {
    type: 'object',
    additionalProperties: false,
    properties: {
      parentsContactWay: { type: 'string', maxLength: 32 },
      name: { type: 'string', maxLength: 32 },
      sex: { type: 'string', maxLength: 2 },
      birthDayStr: { type: 'string', maxLength: 10 },
    },
    required: ['parentsContactWay', 'name', 'sex', 'birthDayStr'],
  },
  /** The envelope's message is the whole answer (the sentence the screen shows). */
  response: responses(nullResult),
} as const;
