/**
 * Runs Lighthouse through its node API on Debian's Chromium: one fresh browser (and profile) per
 * run, as `lhci collect` does, so no cache or storage leaks from one run into the next.
 */
import { execFile, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Lhr } from './impact';

/** Flags for Debian's Chromium here (docs/toolchain.md#debians-chromium says why each). */
export const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-quic',
  '--no-first-run',
  '--disable-sync',
];

/** Browsers started by launchChrome and not yet killed (so a Ctrl-C can end them). */
const live = new Set<LaunchedChrome>();

/** Kills every Chromium this module started that is still running. */
export async function killAllChromes(): Promise<void> {
  await Promise.all([...live].map((c) => c.kill()));
}

export interface LaunchedChrome {
  /** the DevTools port */
  port: number;
  kill(): Promise<void>;
}

/**
 * Starts Chromium with a temporary profile and `--remote-debugging-port=0`, and resolves once it
 * prints its DevTools URL (timeout 30,000 ms). `flags` replace CHROME_FLAGS when given.
 */
export function launchChrome(chromePath: string, flags: readonly string[] = CHROME_FLAGS): Promise<LaunchedChrome> {
  const profile = mkdtempSync(join(tmpdir(), 'status-lh-'));
  const child = spawn(chromePath, [...flags, '--remote-debugging-port=0', `--user-data-dir=${profile}`, 'about:blank'], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  const exited = new Promise<void>((res) => child.once('exit', () => res()));
  const kill = async () => {
    live.delete(handle);
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      const t = setTimeout(() => child.kill('SIGKILL'), 5000);
      await exited;
      clearTimeout(t);
    }
    // Chromium's helpers may still be writing for a moment after the browser exits.
    try {
      rmSync(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
    } catch {
      /* a leftover temp profile is not worth failing a run over */
    }
  };
  const handle: LaunchedChrome = { port: 0, kill: () => kill() };
  return new Promise((resolve, reject) => {
    let err = '';
    const timer = setTimeout(() => {
      void kill();
      reject(new Error(`Chromium did not start within 30 s:\n${err}`));
    }, 30_000);
    child.stderr!.on('data', (d: Buffer) => {
      err += d.toString();
      const m = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(err);
      if (m) {
        clearTimeout(timer);
        child.stderr!.removeAllListeners('data');
        child.stderr!.resume();
        handle.port = Number(m[1]);
        live.add(handle);
        resolve(handle);
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`Chromium exited (${code}) before listening:\n${err}`));
    });
  });
}

export interface LighthouseRunOptions {
  chromePath: string;
  chromeFlags?: readonly string[];
  /** Lighthouse `settings` (lighthouserc.json's ci.collect.settings without chromeFlags) */
  settings: Record<string, unknown>;
  /** URL patterns Chrome blocks for this run (`*` wildcards); [] for none */
  blockedUrlPatterns: readonly string[];
}

const WORKER = fileURLToPath(new URL('./lighthouse-worker.mjs', import.meta.url));

/**
 * One Lighthouse performance run of `url` in a fresh Chromium; resolves to its LHR. Lighthouse
 * itself runs in a plain `node` child (see lighthouse-worker.mjs); a run is given 180,000 ms.
 */
export async function runLighthouse(url: string, opts: LighthouseRunOptions): Promise<Lhr> {
  const chrome = await launchChrome(opts.chromePath, opts.chromeFlags);
  try {
    const config = {
      extends: 'lighthouse:default',
      // bootup-time lists only scripts over 50 ms by default; list every script so the widget's
      // time is measured rather than read as 0 when it is small.
      audits: [{ path: 'bootup-time', options: { thresholdInMs: 0 } }],
      settings: { onlyCategories: ['performance'], ...opts.settings, blockedUrlPatterns: [...opts.blockedUrlPatterns] },
    };
    const stdout = await new Promise<string>((resolve, reject) => {
      execFile(
        process.execPath,
        [WORKER, JSON.stringify({ url, port: chrome.port, config })],
        { maxBuffer: 256 * 1024 * 1024, timeout: 180_000 },
        (err, out, stderr) => (err ? reject(new Error(`Lighthouse failed on ${url}: ${stderr || err.message}`)) : resolve(out)),
      );
    });
    return JSON.parse(stdout) as Lhr;
  } finally {
    await chrome.kill();
  }
}
