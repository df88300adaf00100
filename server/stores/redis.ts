import { Redis } from 'ioredis';

/** Commands give up after this many reconnection attempts, so a request fails instead of hanging. */
const MAX_RETRIES_PER_REQUEST = 3;

/**
 * A client whose keys all start with `prefix` (ioredis adds it to every key, scripts included), so
 * deployments and test runs sharing one Redis never see each other's state. Connection problems are
 * reported to `onError` instead of ending the process; ioredis keeps reconnecting.
 */
export function connectRedis(url: string, prefix: string, onError: (error: Error) => void): Redis {
  const client = new Redis(url, { keyPrefix: prefix, maxRetriesPerRequest: MAX_RETRIES_PER_REQUEST });
  client.on('error', onError);
  return client;
}

/** Closes politely, or at once when the server is unreachable (quit would wait for it). */
export async function closeRedis(client: Redis): Promise<void> {
  if (client.status === 'ready') await client.quit();
  else client.disconnect();
}

/**
 * Deletes KEYS[1] only while it still holds ARGV[1]: a holder whose lock or lease ran out and passed
 * to someone else must not delete theirs.
 */
export const DELETE_IF_HOLDER = `
if redis.call('GET', KEYS[1]) == ARGV[1] then
  return redis.call('DEL', KEYS[1])
end
return 0
`;

/**
 * Deletes every key under `prefix` (a deployment's or a test run's), in pages, without blocking
 * Redis. For tools and tests that made a prefix of their own; the server never calls it.
 */
export async function deleteRedisKeys(url: string, prefix: string): Promise<void> {
  const redis = new Redis(url);
  try {
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 500);
      if (keys.length > 0) await redis.del(...keys);
      cursor = next;
    } while (cursor !== '0');
  } finally {
    redis.disconnect();
  }
}
