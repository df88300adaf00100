import type { FastifyInstance } from 'fastify';
import { activationRoutes } from './activation';
import { examRoutes } from './exam';
import { mistakesRoutes } from './mistakes';
import { practiceRoutes } from './practice';
import { questionBankRoutes } from './questionBank';

/** Every question-bank call of SPEC.md §7 (exams included); registered inside the signed `/tiku/api` scope. */
export async function tikuQuestionBankRoutes(app: FastifyInstance): Promise<void> {
  await app.register(activationRoutes);
  await app.register(questionBankRoutes);
  await app.register(practiceRoutes);
  await app.register(mistakesRoutes);
  await app.register(examRoutes);
}
