/**
 * Starts the local stack (server/stack.ts) for a perf run: free ports, a temporary data dir that
 * is removed on stop, and a fresh seed, so a measurement never touches `.data/`.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePorts, startStack } from '../../server/stack';

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
  const authPort = await freePorts(3);
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
