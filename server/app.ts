import type { Http2SecureServer } from 'node:http2';
import path from 'node:path';
import formBody from '@fastify/formbody';
import Fastify from 'fastify';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import type { AppConfig } from './config';
import { openDatabase } from './db/database';
import { migrateToLatest } from './db/migrate';
import { seedDemoSchool } from './db/seed';
import { loggerOptions } from './logging';
import { registerJsonCompression } from './plugins/compressJson';
import { registerErrorHandler } from './plugins/envelope';
import { createExamSweep, examSweepTimer } from './plugins/examSweep';
import { createLoginLimiter, registerRateLimits } from './plugins/rateLimit';
import { catalogueRoutes } from './plugins/routeCatalogue';
import { answerClientError, answerFrameworkError } from './plugins/frameworkErrors';
import { registerJsonBody } from './plugins/jsonBody';
import { registerOpenApi } from './plugins/openapi';
import { registerSafeInput } from './plugins/safeInput';
import { verifySignedPost } from './plugins/signature';
import { registerPyodide } from './plugins/pyodide';
import { registerScratchGui } from './plugins/scratchGui';
import { registerSecurityHeaders } from './plugins/securityHeaders';
import { registerStaticFiles } from './plugins/staticFiles';
import './plugins/types';
import type { Clock } from './plugins/types';
import { realtime } from './realtime';
import { LiveSessions } from './realtime/liveSessions';
import { cardRoutes } from './routes/cards';
import { cloudFileRoutes } from './routes/cloudFiles';
import { commentRoutes } from './routes/comments';
import { accountRoutes } from './routes/account';
import { healthRoutes } from './routes/health';
import { registrationRoutes } from './routes/register';
import { worksRoutes } from './routes/works';
import { galleryRoutes } from './routes/gallery';
import { pointsRoutes } from './routes/points';
import { problemReportRoutes } from './routes/problemReports';
import { activityRoutes } from './routes/activities';
import { courseRoutes } from './routes/courses';
import { courseResourceRoutes } from './routes/courseResources';
import { homeworkRoutes } from './routes/homework';
import { studyRoutes } from './routes/study';
import { newsRoutes } from './routes/news';
import { menuRoutes } from './routes/menu';
import { messageRoutes } from './routes/messages';
import { myOpusRoutes } from './routes/myOpus';
import { noticeRoutes } from './routes/notices';
import { profileRoutes } from './routes/profile';
import { studentRoutes } from './routes/student';
import { themeTemplateRoutes } from './routes/themeTemplates';
import { tikuQuestionBankRoutes } from './routes/tikuQuestionBank';
import { tikuUserRoutes } from './routes/tikuUser';
import { uploadRoutes } from './routes/uploads';
import { createLocalUploadStore } from './services/uploadStore';
import { createUploads } from './services/uploads';
import { createSharedStores } from './stores';

/** Far above any real form or answer sheet; uploads get their own limit later. */
const BODY_LIMIT_BYTES = 1024 * 1024;

/**
 * Fastify with the app's options, on HTTPS with HTTP/2 when the config has a certificate. Over
 * HTTP/2 a page's twenty-odd files travel as streams of one connection instead of queueing for a
 * browser's six HTTP/1.1 ones (mobile Lighthouse, /home: largest paint 3.3 → 2.5 s); HTTP/1.1
 * still answers on the same port, for the real-time socket's WebSocket upgrade and older clients.
 * The one type serves both: routes and plugins use Fastify's request and reply, which behave the
 * same on either, and none reaches for the raw Node objects, which differ.
 */
function createFastify(config: AppConfig): FastifyInstance {
  const options: FastifyServerOptions = {
    logger: loggerOptions(config.logger),
    // Behind a load balancer, `request.ip` is the client's only when the balancer is trusted.
    trustProxy: config.trustProxy,
    bodyLimit: BODY_LIMIT_BYTES,
    frameworkErrors: answerFrameworkError,
    clientErrorHandler: answerClientError,
    ajv: {
      customOptions: {
        // Unknown fields are refused (400 naming the field), never silently dropped.
        removeAdditional: false,
        // Only the first problem is reported, and validation stops early on hostile input.
        allErrors: false,
        // `type: ['string', 'array']` (e.g. a fill-in answer) is checked as is, never coerced.
        allowUnionTypes: true,
        // Bounds then apply to ±Infinity too; plugins/safeInput.ts gives every number one.
        strictNumbers: false,
      },
    },
  };
  if (!config.tls) return Fastify(options);
  const secureOptions = options as unknown as FastifyServerOptions<Http2SecureServer>;
  const secure = Fastify({ ...secureOptions, http2: true, https: { allowHTTP1: true, ...config.tls } });
  return secure as unknown as FastifyInstance;
}

/**
 * The whole server, migrated (and seeded when `config.seed`), not listening: main.ts listens,
 * tests call this directly. Closing the app closes the database and the shared stores.
 */
export async function buildApp(config: AppConfig): Promise<FastifyInstance> {
  const app = createFastify(config);
  catalogueRoutes(app);

  const clock: Clock = { now: config.now ?? Date.now };
  const { db } = openDatabase(config, (error) =>
    app.log.warn({ err: error }, 'an idle database connection was dropped'),
  );
  const stores = createSharedStores({
    config,
    db,
    now: clock.now,
    onError: (error, what) => app.log.warn({ err: error }, what),
  });
  app.decorate('config', config);
  app.decorate('clock', clock);
  app.decorate('db', db);
  app.decorate('stores', stores);
  app.decorate('nonceStore', stores.nonces);
  app.decorate('liveSessions', new LiveSessions());
  app.decorate('uploads', createUploads(createLocalUploadStore(path.join(config.dataDir, 'uploads'))));
  app.decorate(
    'examSweep',
    createExamSweep({
      db,
      lease: stores.lease,
      now: clock.now,
      intervalMs: config.examSweepMs,
      log: app.log,
    }),
  );
  app.decorateRequest('user', null);
  app.addHook('onClose', async () => {
    await stores.close();
    await db.destroy();
  });

  try {
    await migrateToLatest(db);
    // By the server's clock, as every later write is: a server set to another day (a test's) sees
    // a school whose history ends on that day, not on the machine's.
    if (config.seed) await seedDemoSchool(db, clock.now());
  } catch (error) {
    await app.close();
    throw error;
  }

  registerErrorHandler(app);
  await registerSecurityHeaders(app);
  registerJsonCompression(app);
  registerJsonBody(app);
  // Both watch routes as they are registered, so they come before any route.
  registerSafeInput(app);
  await registerOpenApi(app);
  // The browser posts urlencoded forms to /api (SPEC.md §7); /tiku takes JSON.
  await app.register(formBody);
  // A POST with no body at all (axios's `post(url)`) is an empty form: it then meets the schema's
  // field rules (e.g. "username 不能为空") instead of failing as "not an object".
  app.addHook('preValidation', async (request) => {
    if (request.body === undefined && request.method !== 'GET' && request.method !== 'HEAD')
      request.body = {};
  });
  await registerRateLimits(app, stores);
  const loginLimiter = createLoginLimiter(app, config.rateLimit, stores);

  await app.register(healthRoutes);
  await app.register(studentRoutes(loginLimiter));
  await app.register(uploadRoutes);
  await app.register(registrationRoutes());
  await app.register(accountRoutes());
  await app.register(worksRoutes);
  await app.register(galleryRoutes);
  await app.register(commentRoutes);
  await app.register(problemReportRoutes);
  await app.register(pointsRoutes);
  await app.register(courseRoutes);
  await app.register(studyRoutes);
  await app.register(homeworkRoutes);
  await app.register(courseResourceRoutes);
  await app.register(activityRoutes);
  await app.register(newsRoutes);
  await app.register(menuRoutes);
  await app.register(cardRoutes);
  await app.register(profileRoutes);
  await app.register(noticeRoutes);
  await app.register(messageRoutes);
  await app.register(cloudFileRoutes);
  await app.register(myOpusRoutes);
  await app.register(themeTemplateRoutes);
  await app.register(async (tiku) => {
    tiku.addHook('preValidation', verifySignedPost);
    await tiku.register(tikuUserRoutes(loginLimiter));
    await tiku.register(tikuQuestionBankRoutes);
  });
  // A child plugin, so its timer stops before the root's onClose closes the database.
  await app.register(examSweepTimer);
  // socket.io on this app's HTTP server; a child plugin, so its feed stops before the database closes.
  await app.register(realtime);
  await registerScratchGui(app);
  await registerPyodide(app);
  await registerStaticFiles(app, config.clientDir, config.publicDir);

  return app;
}
