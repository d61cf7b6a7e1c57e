/**
 * A throwaway PostgreSQL server for tests: Debian's binaries (/usr/lib/postgresql/{version}/bin),
 * a new cluster in a temporary folder, listening on 127.0.0.1 only on a free port, password
 * authentication for a random password. PostgreSQL refuses to run as root, so as root the
 * cluster belongs to Debian's `postgres` user and initdb/pg_ctl run through
 * `runuser -u postgres --`; as any other user they run directly.
 *
 *   const server = await startThrowawayPostgres();
 *   // server.url === 'postgres://postgres:...@127.0.0.1:PORT/postgres'
 *   await server.stop(); // stops it and removes the folder
 */
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import { chmod, chown, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** Where Debian's postgresql package puts the server binaries, one folder per major version. */
export const DEBIAN_POSTGRES_ROOT = '/usr/lib/postgresql';

export interface ThrowawayPostgres {
  /** superuser URL of the `postgres` database, e.g. 'postgres://postgres:secret@127.0.0.1:54321/postgres' */
  url: string;
  /** Stops the server (fast shutdown) and removes its folder; safe to call twice. */
  stop(): Promise<void>;
}

/**
 * The bin folder of the newest PostgreSQL under /usr/lib/postgresql that has initdb and pg_ctl.
 * @throws Error saying to install Debian's postgresql when there is none
 */
export function findPostgresBin(root = DEBIAN_POSTGRES_ROOT): string {
  const versions = existsSync(root) ? readdirSync(root).filter((v) => /^\d+$/.test(v)).sort((a, b) => Number(b) - Number(a)) : [];
  for (const v of versions) {
    const bin = join(root, v, 'bin');
    if (existsSync(join(bin, 'initdb')) && existsSync(join(bin, 'pg_ctl'))) return bin;
  }
  throw new Error(
    `No PostgreSQL server binaries (initdb, pg_ctl) under ${root}/*/bin: install Debian's postgresql `
    + '(apt-get install -y postgresql; .ci/run does it) to run the API tests on PostgreSQL.',
  );
}

/** A TCP port that was free on 127.0.0.1 a moment ago. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer().once('error', reject).listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });
}

/** uid and gid of a local user, from `id`. */
async function userIds(user: string): Promise<{ uid: number; gid: number }> {
  try {
    const uid = Number((await run('id', ['-u', user])).stdout.trim());
    const gid = Number((await run('id', ['-g', user])).stdout.trim());
    return { uid, gid };
  } catch {
    throw new Error(`Running as root, and there is no '${user}' user to run PostgreSQL as: install Debian's postgresql, which creates it.`);
  }
}

const isRoot = () => process.getuid?.() === 0;

/** Runs a PostgreSQL binary, as the `postgres` user when we are root. */
async function runAsServerUser(file: string, args: string[]): Promise<void> {
  const [cmd, argv] = isRoot() ? ['runuser', ['-u', 'postgres', '--', file, ...args]] : [file, args];
  try {
    await run(cmd, argv, { env: { ...process.env, LC_ALL: 'C' } });
  } catch (err) {
    const e = err as Error & { stderr?: string; stdout?: string };
    throw new Error(`${[cmd, ...argv].join(' ')} failed: ${e.stderr || e.stdout || e.message}`);
  }
}

/**
 * Creates and starts a cluster. It runs with fsync off (test data need not survive a power
 * cut, only the server's own restarts) and the C locale (byte-order text sorting, as PGlite).
 * @throws Error when the binaries are missing (see findPostgresBin) or the server does not start
 */
export async function startThrowawayPostgres(): Promise<ThrowawayPostgres> {
  const bin = findPostgresBin();
  const dir = await mkdtemp(join(tmpdir(), 'api-postgres-'));
  const data = join(dir, 'data');
  const log = join(dir, 'server.log');
  const password = randomBytes(18).toString('base64url');
  let stopped = false;
  const removeDir = () => rm(dir, { recursive: true, force: true });
  try {
    await writeFile(join(dir, 'password'), password, { mode: 0o600 });
    if (isRoot()) {
      const { uid, gid } = await userIds('postgres');
      await chown(dir, uid, gid);
      await chown(join(dir, 'password'), uid, gid);
    }
    await chmod(dir, 0o700);
    await runAsServerUser(join(bin, 'initdb'), [
      '-D', data, '-U', 'postgres', `--pwfile=${join(dir, 'password')}`, '--auth=scram-sha-256',
      '-E', 'UTF8', '--locale=C', '--no-sync',
    ]);
    // The port was free when asked; another process may take it before the server binds it.
    let port = 0;
    for (let attempt = 1; ; attempt++) {
      port = await freePort();
      await rm(log, { force: true });
      try {
        await runAsServerUser(join(bin, 'pg_ctl'), [
          '-D', data, '-l', log, '-w', '-t', '60', '-o',
          `-c listen_addresses=127.0.0.1 -p ${port} -c unix_socket_directories=${dir} -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200`,
          'start',
        ]);
        break;
      } catch (err) {
        const text = await readFile(log, 'utf8').catch(() => '');
        if (attempt < 3 && /could not bind|Address already in use/i.test(text)) continue;
        throw new Error(`${(err as Error).message}\n${text.slice(-2000)}`);
      }
    }
    return {
      url: `postgres://postgres:${password}@127.0.0.1:${port}/postgres`,
      async stop() {
        if (stopped) return;
        stopped = true;
        try {
          await runAsServerUser(join(bin, 'pg_ctl'), ['-D', data, '-m', 'fast', '-w', 'stop']);
        } finally {
          await removeDir();
        }
      },
    };
  } catch (err) {
    // Stop a server that started before the failure, then remove the folder.
    if (existsSync(join(data, 'postmaster.pid'))) await runAsServerUser(join(bin, 'pg_ctl'), ['-D', data, '-m', 'immediate', '-w', 'stop']).catch(() => {});
    await removeDir();
    throw err;
  }
}
