/** Request-field and response schemas shared by the question-bank route families. */

export const idField = { type: 'integer', minimum: 1, maximum: 2147483647 } as const;
export const userIdField = idField;
export const userNameField = { type: 'string', minLength: 1, maxLength: 64 } as const;
export const countField = { type: 'integer', minimum: 0, maximum: 500, default: 0 } as const;
/** A keyword filter; empty means no filter. */
export const keywordField = { type: 'string', maxLength: 50 } as const;

/** One string, or one string per blank of a fill-in question (a type list, not anyOf, so no coercion). */
export const studentAnswerField = {
  type: ['string', 'array'],
  maxLength: 5000,
  maxItems: 5,
  items: { type: 'string', maxLength: 500 },
} as const;

const text = { type: 'string' } as const;
const nullableText = { type: ['string', 'null'] } as const;

export const knowledgePointRefSchema = {
  type: 'object',
  properties: { id: { type: 'integer' }, title: text },
  required: ['id', 'title'],
} as const;

/** A question on the wire; answer fields are present only where answerKeyGuard.ts allowed them. */
export const questionSchema = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    questionType: { type: 'integer' },
    title: text,
    optionsA: text,
    optionsB: text,
    optionsC: text,
    optionsD: text,
    optionsE: text,
    optionsF: text,
    answerCount: { type: 'integer' },
    knowledgePoints: { type: 'array', items: knowledgePointRefSchema },
    programmingType: { type: ['integer', 'null'] },
    programmingPath: nullableText,
    subject: { type: 'string' },
    level: { type: 'integer' },
    yourAnswer: {
      anyOf: [{ type: 'string' }, { type: 'array', items: { type: 'string' } }, { type: 'null' }],
    },
    answer: text,
    answerA: text,
    answerB: text,
    answerC: text,
    answerD: text,
    answerE: text,
    txtSolution: text,
    videoSolution: nullableText,
    rightStatus: { type: 'integer' },
    keyWithheld: { type: 'boolean' },
  },
  required: ['id', 'questionType', 'title', 'answerCount', 'knowledgePoints'],
} as const;

export const typeCountProperties = {
  multipleChoiceCount: { type: 'integer' },
  multipleSelectionCount: { type: 'integer' },
  trueFalseCount: { type: 'integer' },
  fillsCount: { type: 'integer' },
  essayCount: { type: 'integer' },
  programmingCount: { type: 'integer' },
} as const;

export const typeCountsSchema = {
  type: 'object',
  properties: { totalCount: { type: 'integer' }, ...typeCountProperties },
  required: ['totalCount', ...Object.keys(typeCountProperties)],
} as const;
