import type { FastifyInstance } from 'fastify';
import type { ExamDraftRequest, GenerateExamPaperRequest, SubmitExamRequest } from '../../core/examTypes';
import { examMessages as msg } from '../messages';
import { authenticated, callerIdOf } from '../plugins/auth';
import { ok } from '../plugins/envelope';
import type { ExamAnswerBody, ExamCallerBody } from '../schemas/exam';
import {
  generateExamPaperDetailsSchema,
  getExamPaperAnswerSchema,
  getMyExamPaperListSchema,
  getMyExamPaperSchema,
  saveExamAnswerDraftSchema,
  saveExamPaperAnswerSchema,
} from '../schemas/exam';
import { getExamAnswerResult } from '../services/examResultService';
import { generateExamPaper, listMyExams, listMyMockPapers } from '../services/examService';
import { saveExamDraft, submitExam } from '../services/examSubmitService';

/** `/tiku/api/v1/*`: mock and formal exams, autosave, submit and review (inside the signed scope). */
export async function examRoutes(app: FastifyInstance): Promise<void> {
  // One clock for every exam rule, so tests can move time without waiting.

  app.post<{ Body: ExamCallerBody }>(
    '/tiku/api/v1/getMyExamPaperList',
    { schema: getMyExamPaperListSchema, ...authenticated },
    async (request) => ok(await listMyMockPapers(app.db, callerIdOf(request))),
  );

  app.post<{ Body: GenerateExamPaperRequest }>(
    '/tiku/api/v1/generateExamPaperDetails',
    { schema: generateExamPaperDetailsSchema, ...authenticated },
    async (request) =>
      ok(await generateExamPaper(app.db, callerIdOf(request), request.body, app.clock.now())),
  );

  app.post<{ Body: ExamDraftRequest }>(
    '/tiku/api/v1/saveExamAnswerDraft',
    { schema: saveExamAnswerDraftSchema, ...authenticated },
    async (request) =>
      ok(await saveExamDraft(app.db, callerIdOf(request), request.body, app.clock.now()), msg.saved),
  );

  app.post<{ Body: SubmitExamRequest }>(
    '/tiku/api/v1/saveExamPaperAnswer',
    { schema: saveExamPaperAnswerSchema, ...authenticated },
    async (request) =>
      ok(await submitExam(app.db, callerIdOf(request), request.body, app.clock.now()), msg.submitted),
  );

  app.post<{ Body: ExamAnswerBody }>(
    '/tiku/api/v1/getExamPaperAnswer',
    { schema: getExamPaperAnswerSchema, ...authenticated },
    async (request) =>
      ok(await getExamAnswerResult(app.db, callerIdOf(request), request.body.examPaperParticipateSummaryId)),
  );

  app.post<{ Body: ExamCallerBody }>(
    '/tiku/api/v1/getMyExamPaper',
    { schema: getMyExamPaperSchema, ...authenticated },
    async (request) => ok(await listMyExams(app.db, callerIdOf(request))),
  );
}
