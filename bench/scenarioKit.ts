/** Pieces every bench scenario uses: settings from the environment, worker threads, sample rows. */
import { Worker } from 'node:worker_threads';
import type { BenchRow } from './types';

/** A positive number from an environment setting, else `fallback`. */
export function positiveSetting(value: string | undefined, fallback: number): number {
  const parsed = Number(value);
  return Number.isFinite(parsed) && parsed > 0 ? parsed : fallback;
}

/**
 * Runs a TypeScript module in a worker thread and answers its one message. Load generators run
 * there so they do not compete with the in-process server for this thread's event loop; the worker
 * loads TypeScript through tsx's CommonJS hook, as this process does.
 */
export function runWorker<Input, Output>(file: string, input: Input): Promise<Output> {
  const worker = new Worker(`require('tsx/cjs'); require(${JSON.stringify(file)});`, {
    eval: true,
    workerData: input,
  });
  return new Promise((resolve, reject) => {
    worker.once('message', (output: Output) => {
      resolve(output);
      void worker.terminate();
    });
    worker.once('error', reject);
  });
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return Math.round(sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] as number);
}

/** One report row from per-call latencies (ms) measured over `wallMs`. */
export function sampleRow(name: string, samples: number[], wallMs: number, failures: number): BenchRow {
  const sorted = [...samples].sort((a, b) => a - b);
  return {
    name,
    requestsPerSec: wallMs > 0 ? samples.length / (wallMs / 1000) : 0,
    p50Ms: percentile(sorted, 50),
    p99Ms: percentile(sorted, 99),
    total: samples.length,
    failures,
  };
}
