/**
 * Starts the whole local stack once for the e2e run, on free ports, with a fresh database under
 * a temporary folder, and hands the URLs to the tests through `inject`.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createServer } from 'node:net';
import type { TestProject } from 'vitest/node';
import { startStack, type Stack } from '../../server/stack';

declare module 'vitest' {
  export interface ProvidedContext { storeUrl: string; apiUrl: string; authUrl: string }
}

const isFree = (port: number) =>
  new Promise<boolean>((done) => {
    const s = createServer().once('error', () => done(false)).listen(port, '127.0.0.1', () => s.close(() => done(true)));
  });

/** A port p with p, p+1 and p+2 free (the auth emulator, its hub and its logging port). */
async function freeTriple(): Promise<number> {
  for (let i = 0; i < 50; i++) {
    const p = 20000 + Math.floor(Math.random() * 20000);
    if ((await isFree(p)) && (await isFree(p + 1)) && (await isFree(p + 2))) return p;
  }
  throw new Error('no free ports for the auth emulator');
}

let stack: Stack | undefined;
let dir = '';

export async function setup(project: TestProject) {
  dir = mkdtempSync(join(tmpdir(), 'status-e2e-'));
  stack = await startStack({ storePort: 0, apiPort: 0, authPort: await freeTriple(), dataDir: dir, reset: true });
  project.provide('storeUrl', stack.storeUrl);
  project.provide('apiUrl', stack.apiUrl);
  project.provide('authUrl', stack.authUrl);
}

export async function teardown() {
  await stack?.stop();
  rmSync(dir, { recursive: true, force: true });
}
