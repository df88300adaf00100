import type { FastifyRequest } from 'fastify';
import type { AppConfig } from './config';

/** Query parameters that carry a credential: an access token, or a signed link's signature. */
const SECRET_PARAMS = new Set(['accesstoken', 'token', 'sig']);
/** Headers that carry one, wherever a headers object ends up in a log line. */
const SECRET_HEADERS = ['accesstoken', 'authorization', 'cookie'];
const REDACTED = '[redacted]';

function paramName(part: string): string {
  const name = part.split('=', 1)[0] ?? '';
  try {
    return decodeURIComponent(name.replace(/\+/g, ' ')).toLowerCase();
  } catch {
    return name.toLowerCase();
  }
}

/** The URL with the value of every credential-carrying query parameter replaced. */
export function redactUrl(url: string): string {
  const start = url.indexOf('?');
  if (start < 0) return url;
  const query = url
    .slice(start + 1)
    .split('&')
    .map((part) => (SECRET_PARAMS.has(paramName(part)) ? `${part.split('=', 1)[0]}=${REDACTED}` : part))
    .join('&');
  return `${url.slice(0, start)}?${query}`;
}

/** Fastify's request line, with the URL redacted: `/login?accessToken=…` must not end up in a log. */
function requestForLog(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/**
 * The logger settings of `config.logger` (true or pino options, e.g. a test's stream), plus what
 * keeps credentials out of the log: request URLs redacted, and token headers censored wherever a
 * headers object is logged.
 */
export function loggerOptions(logger: AppConfig['logger']): false | Record<string, unknown> {
  if (logger === false) return false;
  const base = logger === true ? {} : (logger as Record<string, unknown>);
  return {
    ...base,
    serializers: { ...(base.serializers as object | undefined), req: requestForLog },
    redact: {
      paths: SECRET_HEADERS.flatMap((name) => [`req.headers.${name}`, `headers.${name}`]),
      censor: REDACTED,
    },
  };
}
