/**
 * Starts the Firebase Auth emulator (firebase-tools, project `demo-status`, no credentials, no
 * network) on a given port, with its hub and logging ports also chosen by us so two stacks can
 * run side by side. Reuses an emulator already answering on that port (e.g. one started by
 * `firebase emulators:exec`).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

export interface AuthEmulator { host: string; url: string; stop(): Promise<void> }

const ROOT = resolve(import.meta.dirname, '..');

async function ready(url: string): Promise<boolean> {
  try {
    const res = await fetch(url, { signal: AbortSignal.timeout(1000) });
    return res.ok && ((await res.json()) as { authEmulator?: { ready?: boolean } }).authEmulator?.ready === true;
  } catch {
    return false;
  }
}

/**
 * Resolves once the emulator answers at http://127.0.0.1:{port} (about 10-20 s on a cold start).
 * @throws Error when it has not answered within `timeoutMs` (default 90,000 ms) or exits early.
 */
export async function startAuthEmulator(opts: { port: number; hubPort: number; loggingPort: number; workDir: string; timeoutMs?: number }): Promise<AuthEmulator> {
  const host = `127.0.0.1:${opts.port}`;
  const url = `http://${host}`;
  if (await ready(url)) return { host, url, stop: async () => {} };
  mkdirSync(opts.workDir, { recursive: true });
  const config = join(opts.workDir, `firebase.${opts.port}.json`);
  writeFileSync(config, JSON.stringify({
    emulators: {
      auth: { host: '127.0.0.1', port: opts.port },
      hub: { host: '127.0.0.1', port: opts.hubPort },
      logging: { host: '127.0.0.1', port: opts.loggingPort },
      ui: { enabled: false },
      singleProjectMode: true,
    },
  }));
  const child: ChildProcess = spawn(join(ROOT, 'node_modules/.bin/firebase'), ['emulators:start', '--only', 'auth', '--project', 'demo-status', '--config', config], {
    cwd: opts.workDir,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, FIREBASE_CLI_EXPERIMENTS: '', CI: process.env.CI ?? '' },
  });
  let log = '';
  child.stdout?.on('data', (d) => (log = (log + d).slice(-4000)));
  child.stderr?.on('data', (d) => (log = (log + d).slice(-4000)));
  let exited = false;
  child.on('exit', () => (exited = true));
  const stop = () =>
    new Promise<void>((done) => {
      if (exited || child.pid === undefined) return done();
      child.once('exit', () => done());
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        done();
      }
      setTimeout(() => {
        try {
          process.kill(-child.pid!, 'SIGKILL');
        } catch {
          /* already gone */
        }
        done();
      }, 5000).unref();
    });
  const deadline = Date.now() + (opts.timeoutMs ?? 90_000);
  while (Date.now() < deadline) {
    if (await ready(url)) return { host, url, stop };
    if (exited) break;
    await new Promise((r) => setTimeout(r, 300));
  }
  await stop();
  throw new Error(`The Firebase Auth emulator did not start on ${host}:\n${log}`);
}
