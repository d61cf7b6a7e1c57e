import type { BrowserContext, CDPSession, Page } from 'playwright-core';

/**
 * Lighthouse's 'mobileSlow4G' profile (lighthouse/core/config/constants.js) as DevTools-protocol
 * parameters, for the perf scripts (perf:open, perf/open-work.ts, perf:own-domain): the same
 * numbers Lighthouse applies with `throttlingMethod: 'devtools'`.
 */

/** Lighthouse 12's mobileSlow4G: RTT 150 ms, 1.6 Mbps down, 750 Kbps up, CPU 4x. */
export const MOBILE_SLOW_4G = {
  rttMs: 150,
  throughputKbps: 1.6 * 1024,
  /** DevTools throttling adds this latency per request: RTT × 3.75 = 562.5 ms */
  requestLatencyMs: 150 * 3.75,
  downloadThroughputKbps: 1.6 * 1024 * 0.9,
  uploadThroughputKbps: 750 * 0.9,
  cpuSlowdownMultiplier: 4,
} as const;

/** `Network.emulateNetworkConditions` parameters: latency in ms, throughputs in bytes per second. */
export interface NetworkConditions {
  offline: false;
  latency: number;
  downloadThroughput: number;
  uploadThroughput: number;
}

/**
 * The CDP network conditions of a Lighthouse throttling profile; Kbps (1,024 bit) become bytes
 * per second as Lighthouse's devtools throttling computes them (`kbps * 1024 / 8`).
 */
export function cdpNetworkConditions(p: { requestLatencyMs: number; downloadThroughputKbps: number; uploadThroughputKbps: number } = MOBILE_SLOW_4G): NetworkConditions {
  return {
    offline: false,
    latency: p.requestLatencyMs,
    downloadThroughput: Math.floor((p.downloadThroughputKbps * 1024) / 8),
    uploadThroughput: Math.floor((p.uploadThroughputKbps * 1024) / 8),
  };
}

/**
 * Slows `page` as a shopper's phone on slow 4G: MOBILE_SLOW_4G's network and CPU slowdown through
 * a CDP session of its own, which it returns (for tracing).
 */
export async function throttlePage(context: BrowserContext, page: Page): Promise<CDPSession> {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', cdpNetworkConditions());
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: MOBILE_SLOW_4G.cpuSlowdownMultiplier });
  return cdp;
}
