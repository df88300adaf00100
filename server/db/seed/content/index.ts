/**
 * CodeSprout (码芽) seed content: original Chinese teaching content as typed data.
 * The database seeder maps these into tables; test/unit/content/seedContent.test.ts checks their rules.
 */
export type {
  QuestionType,
  SeedBank,
  SeedKnowledgePoint,
  SeedPaper,
  SeedProduct,
  SeedQuestion,
  Subject,
} from './types';
export { knowledgePoints } from './knowledgePoints';
export { questions } from './questions';
export { banks } from './banks';
export { papers } from './papers';
export { products, unknownButValidCodes } from './products';
