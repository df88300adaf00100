import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { validateMobile } from '../../core/validation';
import { accountMessages as msg } from '../messages';
import { ApiError, ok } from '../plugins/envelope';
import { withRetryAfter } from '../plugins/retryAfter';
import type { PasswordForm } from '../services/registerService';
import { register, resetPasswordByMobile } from '../services/registerService';
import { createSmsService } from '../services/smsService';
import type { SmsSender } from '../services/smsSender';
import { createOutboxSmsSender } from '../services/smsSender';
import type { SendSmsParams, SendSmsQuery } from '../schemas/account';
import { registerSchema, resetByMobileSchema, sendSmsSchema } from '../schemas/account';

const HOUR_MS = 60 * 60 * 1000;
/**
 * Per client address, on top of the per-mobile limits: stops one host from texting many numbers,
 * yet leaves room for a whole classroom behind one school router signing up in the same lesson.
 */
export const SMS_PER_IP_PER_HOUR = 100;

/**
 * Public account calls: SMS codes, registration by mobile and password reset by mobile. Codes go
 * out through `sender` (by default the server log plus `<dataDir>/sms-outbox.log`).
 */
export function registrationRoutes(sender?: SmsSender) {
  return async (app: FastifyInstance): Promise<void> => {
    const sms = createSmsService({
      db: app.db,
      sender: sender ?? createOutboxSmsSender(app.config.dataDir, app.log),
      now: app.clock.now,
      lock: app.stores.locks,
    });
    const perIp = app.config.rateLimit
      ? app.createRateLimit({
          max: SMS_PER_IP_PER_HOUR,
          timeWindow: HOUR_MS,
          keyGenerator: (request) => `sms-ip:${request.ip}`,
        })
      : null;
    const limitPerIp = async (request: FastifyRequest, reply: FastifyReply) => {
      if (!perIp) return;
      const outcome = await perIp(request);
      if (outcome.isAllowed || !outcome.isExceeded) return;
      reply.header('retry-after', String(outcome.ttlInSeconds));
      throw new ApiError(429, msg.smsIpLimit);
    };

    app.get<{ Params: SendSmsParams; Querystring: SendSmsQuery }>(
      '/api/common/captcha/sendSms/:mobile',
      { schema: sendSmsSchema, preHandler: limitPerIp },
      async (request, reply) => {
        const mobile = request.params.mobile.trim();
        const invalid = validateMobile(mobile);
        if (invalid) throw new ApiError(400, invalid);
        const purpose = request.query.type === 1 ? 'reset' : 'register';
        return ok(await withRetryAfter(reply, () => sms.send(mobile, purpose)), msg.smsSent);
      },
    );

    app.post<{ Body: Required<PasswordForm> }>(
      '/api/v3/student/register',
      { schema: registerSchema },
      async (request) => ok(await register(app.db, sms, request.body, app.clock.now()), msg.registered),
    );

    app.post<{ Body: PasswordForm }>(
      '/api/user/resetByMobile',
      { schema: resetByMobileSchema },
      async (request) => {
        const studentId = await resetPasswordByMobile(app.db, sms, request.body, app.clock.now());
        app.liveSessions.endStudent(studentId);
        return ok(null, msg.passwordReset);
      },
    );
  };
}
