/**
 * The API started as its own process, as an operator starts it (`npm run api`, or
 * `node dist/api/main.js`), for the production-start and deploy tests.
 */
import { spawn, type ChildProcess } from 'node:child_process';

/** A started API process: its output so far and its exit code once it ends. */
export interface Run { child: ChildProcess; output: () => string; exited: Promise<number | null> }

/** Starts `cmd args` in `cwd` with exactly `env` (plus PATH). */
export function spawnApi(cmd: string, args: string[], cwd: string, env: Record<string, string>): Run {
  const child = spawn(cmd, args, { cwd, env: { PATH: process.env.PATH ?? '', ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  child.stdout!.on('data', (d) => (out += d));
  child.stderr!.on('data', (d) => (out += d));
  return { child, output: () => out, exited: new Promise((res) => child.once('exit', (code) => res(code))) };
}

/** Resolves with the URL the API prints once it listens; rejects when it exits first. */
export function listening(run: Run): Promise<string> {
  return new Promise((res, rej) => {
    const check = () => {
      const m = /API listening on (http:\/\/\S+)/.exec(run.output());
      if (m) res(m[1]);
    };
    run.child.stdout!.on('data', check);
    void run.exited.then((code) => rej(new Error(`exited ${code}: ${run.output()}`)));
    check();
  });
}
