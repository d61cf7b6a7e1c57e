/**
 * Starts the local stack (server/stack.ts) for a perf run: free ports, a temporary data dir that
 * is removed on stop, and a fresh seed, so a measurement never touches `.data/`.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startStack } from '../../server/stack';

/** Resolves true when `port` can be bound on 127.0.0.1 right now. */
function portFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const s = createServer();
    s.once('error', () => resolve(false));
    s.listen(port, '127.0.0.1', () => s.close(() => resolve(true)));
  });
}

/** Finds `count` consecutive free ports (the auth emulator needs port, port+1, port+2). */
export async function freePortRun(count: number): Promise<number> {
  for (let tries = 0; tries < 50; tries++) {
    const base = 20000 + Math.floor(Math.random() * 30000);
    let ok = true;
    for (let p = base; p < base + count && ok; p++) ok = await portFree(p);
    if (ok) return base;
  }
  throw new Error(`no ${count} consecutive free ports found`);
}

export interface LocalStack {
  /** the shop's `*.myshopify.com` storefront */
  storeUrl: string;
  /** the same storefront on the shop's own domain */
  domainUrl: string;
  apiUrl: string;
  stop(): Promise<void>;
}

/** Starts auth emulator, API and demo store on free ports with a temporary, freshly seeded data dir. */
export async function startLocalStack(): Promise<LocalStack> {
  const dataDir = mkdtempSync(join(tmpdir(), 'status-perf-'));
  const authPort = await freePortRun(3);
  try {
    const stack = await startStack({ storePort: 0, apiPort: 0, authPort, dataDir, reset: true });
    return {
      storeUrl: stack.storeUrl.replace(/\/+$/, ''),
      domainUrl: stack.domainUrl,
      apiUrl: stack.apiUrl,
      stop: async () => {
        await stack.stop();
        rmSync(dataDir, { recursive: true, force: true });
      },
    };
  } catch (e) {
    rmSync(dataDir, { recursive: true, force: true });
    throw e;
  }
}
