import autocannon from 'autocannon';
import type { BenchContext, BenchRow } from './types';

const WARMUP_SEC = 1;

export interface LoadRequest {
  name: string;
  path: string;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
}

/**
 * Fires `request` for the configured duration and connections. The load generator runs in a worker
 * thread so it does not compete with the in-process server for this thread's event loop.
 */
export async function measure(context: BenchContext, request: LoadRequest): Promise<BenchRow> {
  context.log(`  ${request.name} (${context.durationSec} s, ${context.connections} connections)…`);
  const options = {
    url: `${context.baseUrl}${request.path}`,
    method: request.method ?? 'GET',
    headers: request.headers,
    body: request.body,
    connections: context.connections,
    workers: 1,
  };
  // A short unmeasured run first, so JIT compilation and cold caches do not land in the figures.
  await autocannon({ ...options, duration: WARMUP_SEC });
  const result = await autocannon({ ...options, duration: context.durationSec });
  return {
    name: request.name,
    requestsPerSec: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    total: result.requests.total,
    failures: result.errors + result.timeouts + result.non2xx,
  };
}
