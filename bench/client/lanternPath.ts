/**
 * The path Lighthouse's simulation took to a page's largest paint. Its LCP is not the one measured
 * on this machine but one simulated from the load's requests and main-thread tasks (Lantern): each
 * request the paint waited for shares the simulated network (slow 4G for mobile) with the others in
 * flight, each task is slowed by the CPU multiplier, and the paint comes after the last of them.
 * Listed in simulated order, the path says what a page's LCP pays for: which download ends last,
 * and what the main thread still does after it.
 */

/** What the listing reads of a node of Lantern's dependency graph. */
interface GraphNode {
  type: 'network' | 'cpu';
  request?: { url: string; transferSize: number };
  /** Observed duration (µs) of a main-thread task. */
  duration?: number;
}

interface Estimate {
  timeInMs: number;
  nodeTimings: Map<GraphNode, { startTime: number; endTime: number }>;
}

/** Main-thread tasks shorter than this (simulated) are summed, not listed. */
const LISTED_TASK_MS = 30;

const path = (url: string) => url.replace(/^https?:\/\/[^/]+/, '');

/** One line per step of the pessimistic estimate's path (Lighthouse averages it with a shorter one). */
function describe(estimate: Estimate): string[] {
  const steps = [...estimate.nodeTimings].sort(([, a], [, b]) => a.endTime - b.endTime);
  const lines: string[] = [];
  let shortTasksMs = 0;
  for (const [node, { startTime, endTime }] of steps) {
    const span = `${Math.round(startTime).toString().padStart(6)} → ${Math.round(endTime).toString().padStart(6)} ms`;
    if (node.type === 'network' && node.request) {
      const kb = (node.request.transferSize / 1024).toFixed(1).padStart(6);
      lines.push(`${span}  ${kb} KB  ${path(node.request.url)}`);
    } else if (endTime - startTime >= LISTED_TASK_MS) {
      const observed = Math.round((node.duration ?? 0) / 1000);
      lines.push(`${span}  task ${Math.round(endTime - startTime)} ms (${observed} ms here)`);
    } else {
      shortTasksMs += endTime - startTime;
    }
  }
  lines.push(`shorter tasks: ${Math.round(shortTasksMs)} ms in all`);
  return lines;
}

/**
 * The simulated LCP's path, from a run's artifacts and report. Both come from the same
 * `lighthouse()` call; Lighthouse computes the same simulation for its own figure.
 */
export async function lcpPath(
  artifacts: Record<string, unknown>,
  lhr: { configSettings: object },
): Promise<string> {
  const { LanternLargestContentfulPaint } =
    await import('lighthouse/core/computed/metrics/lantern-largest-contentful-paint.js');
  const data = {
    trace: artifacts.Trace,
    devtoolsLog: artifacts.DevtoolsLog,
    gatherContext: artifacts.GatherContext,
    settings: lhr.configSettings,
    URL: artifacts.URL,
    SourceMaps: artifacts.SourceMaps,
    simulator: null,
  };
  const context = { computedCache: new Map(), settings: lhr.configSettings };
  // Typed by Lighthouse's global `LH` namespace, which the bench does not load; the values are the
  // run's own, as Lighthouse passes them to its audits (Audit.makeMetricComputationDataInput).
  const result = (await LanternLargestContentfulPaint.request(
    data as never,
    context as never,
  )) as unknown as { timing: number; pessimisticEstimate: Estimate };
  return [
    `simulated LCP ${Math.round(result.timing)} ms; the path to it (pessimistic estimate, ${Math.round(result.pessimisticEstimate.timeInMs)} ms):`,
    ...describe(result.pessimisticEstimate),
  ].join('\n');
}
