/**
 * Bytes on the wire for one page load, as Chromium counts them (CDP `encodedDataLength`: headers
 * and the body as sent, compressed or not), split at the page's largest contentful paint.
 */
import type { BrowserContext, CDPSession } from 'playwright-core';
import { inTab } from './browser';

export interface WireSample {
  /** Responses finished by the largest contentful paint: what the first render waited for. */
  beforeRenderBytes: number;
  /** Everything until the network is quiet after `load`. */
  loadBytes: number;
  /** Requests that went to the server (a cache hit is not one; a revalidation is). */
  networkRequests: number;
  lcpMs: number | null;
}

/** The network is quiet when nothing is in flight for this long. */
const QUIET_MS = 1_000;
const SETTLE_LIMIT_MS = 30_000;
/** socket.io's long poll never finishes; it is counted when done, but never waited for. */
const LONG_LIVED = /\/socket\.io\//;

interface Finished {
  url: string;
  bytes: number;
  /** CDP monotonic seconds. */
  at: number;
}

/** Collects the page's network events from CDP until read. */
function recordNetwork(cdp: CDPSession) {
  const inflight = new Set<string>();
  const urls = new Map<string, string>();
  const finished: Finished[] = [];
  let documentStart: number | null = null;
  let lastActivity = Date.now();
  const touch = () => (lastActivity = Date.now());

  cdp.on('Network.requestWillBeSent', (event) => {
    if (documentStart === null && event.type === 'Document') documentStart = event.timestamp;
    if (!LONG_LIVED.test(event.request.url)) inflight.add(event.requestId);
    urls.set(event.requestId, event.request.url);
    touch();
  });
  cdp.on('Network.loadingFinished', (event) => {
    inflight.delete(event.requestId);
    finished.push({
      url: urls.get(event.requestId) ?? '',
      bytes: event.encodedDataLength,
      at: event.timestamp,
    });
    touch();
  });
  cdp.on('Network.loadingFailed', (event) => {
    inflight.delete(event.requestId);
    touch();
  });

  return {
    finished,
    documentStart: () => documentStart,
    quiet: () => inflight.size === 0 && Date.now() - lastActivity >= QUIET_MS,
  };
}

/** The page's final largest-contentful-paint time (ms from navigation start), if it painted one. */
const readLcp = () =>
  new Promise<number | null>((resolve) => {
    new PerformanceObserver((list) => {
      const entries = list.getEntries();
      resolve(entries.length > 0 ? entries[entries.length - 1].startTime : null);
    }).observe({ type: 'largest-contentful-paint', buffered: true });
    setTimeout(() => resolve(null), 1_000);
  });

/** With BENCH_WIRE_DETAIL set: every response of the load, largest first, to see what a budget pays for. */
function printDetail(url: string, finished: Finished[], renderAt: number | null): void {
  console.log(`  ${url}`);
  for (const item of [...finished].sort((a, b) => b.bytes - a.bytes)) {
    const when = renderAt !== null && item.at <= renderAt ? 'before render' : 'after render ';
    console.log(`    ${(item.bytes / 1024).toFixed(1).padStart(7)} KB  ${when}  ${item.url}`);
  }
}

/**
 * Loads `url` in a new tab of `context` and sums what arrived. `cold` empties the browser cache
 * first (storage, and so the signed-in session, stays); warm loads reuse what earlier tabs cached.
 */
export async function measureWire(context: BrowserContext, url: string, cold: boolean): Promise<WireSample> {
  return inTab(context, async (page) => {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    if (cold) await cdp.send('Network.clearBrowserCache');
    const network = recordNetwork(cdp);
    await page.goto(url, { waitUntil: 'load' });
    const deadline = Date.now() + SETTLE_LIMIT_MS;
    while (!network.quiet() && Date.now() < deadline) await page.waitForTimeout(100);

    const lcpMs = await page.evaluate(readLcp);
    const start = network.documentStart();
    const renderAt = lcpMs !== null && start !== null ? start + lcpMs / 1000 : null;
    const sum = (items: Finished[]) => items.reduce((total, item) => total + item.bytes, 0);
    if (process.env.BENCH_WIRE_DETAIL) printDetail(url, network.finished, renderAt);
    return {
      beforeRenderBytes: renderAt === null ? 0 : sum(network.finished.filter((item) => item.at <= renderAt)),
      loadBytes: sum(network.finished),
      networkRequests: network.finished.filter((item) => item.bytes > 0).length,
      lcpMs,
    };
  });
}
