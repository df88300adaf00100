import type { FastifyInstance } from 'fastify';
import type { ProblemReportBody, ProblemReportsQuery } from '../../core/problemReportTypes';
import { problemReportMessages } from '../messages';
import { withRetryAfter } from '../plugins/retryAfter';
import { authenticated, callerIdOf } from '../plugins/auth';
import { ok } from '../plugins/envelope';
import {
  fileProblemReportSchema,
  myProblemReportsSchema,
  qaStatusSchema,
  replaySchema,
} from '../schemas/problemReports';
import {
  fileProblemReport,
  listMyProblemReports,
  loadReplay,
  qaStatusOf,
} from '../services/problemReportService';

/** `/api/v3/student/*` problem reports (反馈问题) and what the QA tools ask the server. */
export async function problemReportRoutes(app: FastifyInstance): Promise<void> {
  app.post<{ Body: ProblemReportBody }>(
    '/api/v3/student/problemReport',
    { schema: fileProblemReportSchema, ...authenticated },
    async (request, reply) =>
      ok(
        await withRetryAfter(reply, () =>
          fileProblemReport(app.db, callerIdOf(request), request.body, app.clock.now()),
        ),
        problemReportMessages.filed,
      ),
  );

  app.get<{ Querystring: ProblemReportsQuery }>(
    '/api/v3/student/getMyProblemReports',
    { schema: myProblemReportsSchema, ...authenticated },
    async (request) => ok(await listMyProblemReports(app.db, callerIdOf(request), request.query)),
  );

  // The browser cannot decide for itself who may use the QA tools in a production build.
  app.get('/api/v3/student/qa/status', { schema: qaStatusSchema, ...authenticated }, async (request) =>
    ok({ qa: await qaStatusOf(app.db, callerIdOf(request)) }),
  );

  app.get<{ Params: { name: string } }>(
    '/api/v3/student/qa/replay/:name',
    { schema: replaySchema, ...authenticated },
    async (request) =>
      ok(await loadReplay(app.db, app.config.dataDir, callerIdOf(request), request.params.name)),
  );
}
