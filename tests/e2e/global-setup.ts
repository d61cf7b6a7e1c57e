/**
 * Starts the whole local stack once for the e2e run, on free ports, with a fresh database under
 * a temporary folder, and hands the URLs to the tests through `inject`.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { freePorts, startStack, type Stack } from '../../server/stack';

declare module 'vitest' {
  export interface ProvidedContext { storeUrl: string; apiUrl: string; authUrl: string }
}

let stack: Stack | undefined;
let dir = '';

export async function setup(project: TestProject) {
  dir = mkdtempSync(join(tmpdir(), 'status-e2e-'));
  stack = await startStack({ storePort: 0, apiPort: 0, authPort: await freePorts(3), dataDir: dir, reset: true });
  project.provide('storeUrl', stack.storeUrl);
  project.provide('apiUrl', stack.apiUrl);
  project.provide('authUrl', stack.authUrl);
}

export async function teardown() {
  await stack?.stop();
  rmSync(dir, { recursive: true, force: true });
}
