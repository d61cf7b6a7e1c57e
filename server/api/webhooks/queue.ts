/**
 * The durable job queue of webhook deliveries: pg-boss on the API's own database (PostgreSQL or
 * PGlite, through boss-db.ts), in its own schema `webhook_queue`. A job carries only the
 * delivery's X-Shopify-Webhook-Id; the payload stays in `webhook_deliveries` (public schema), where
 * the redaction map covers it. Jobs are retried with exponential backoff; a handler must be
 * idempotent, since a job whose completion was lost runs again.
 */
import { PgBoss, type Db as BossDb, type Job, type Queue, type SendOptions } from 'pg-boss';
import type { Db, Queryable } from '../db/db';
import { bossDb } from './boss-db';

/** pg-boss's schema: outside `public`, so the schema's own tables stay the app's. */
export const QUEUE_SCHEMA = 'webhook_queue';
/** The queue of webhook jobs. */
export const WEBHOOK_QUEUE = 'shopify-webhooks';

/** Retries of a failing job: 10 more tries, doubling from RETRY_DELAY_SECONDS with jitter (about 1.5 h in all). */
const RETRY_LIMIT = 10;
/** The first retry's delay, seconds. */
export const RETRY_DELAY_SECONDS = 5;
/** A job still active after this long is failed by maintenance and retried, seconds. */
const EXPIRE_SECONDS = 5 * 60;

/** A job's data. */
export interface WebhookJob { webhookId: string }

export interface WebhookQueueOptions {
  /**
   * pg-boss maintenance (expire stuck jobs, archive and drop old ones) on its own timers; true
   * where workers run (the API's start), false in tests that run jobs with `drain()`
   */
  supervise?: boolean;
  /** the first retry's delay, seconds; default RETRY_DELAY_SECONDS */
  retryDelaySeconds?: number;
  /** runs one job; rejects to have it retried */
  handle(job: WebhookJob): Promise<void>;
}

export interface WebhookQueue {
  /** Installs or upgrades pg-boss's schema and creates the queue; later calls wait for the first. */
  ready(): Promise<void>;
  /**
   * Adds a job in the caller's transaction, so the delivery row and its job commit together.
   * @throws Error when pg-boss refuses the job
   */
  enqueue(tx: Queryable, job: WebhookJob): Promise<void>;
  /** Starts polling workers (every second, one job at a time). */
  work(): Promise<void>;
  /**
   * Runs every job that is due now, one after another, until none is left: how tests and tools
   * run the queue without workers. Jobs that fail are retried later (not within this call).
   * @returns how many jobs ran
   */
  drain(): Promise<number>;
  /** Stops workers and timers, waiting up to 10 s for a running job; the database stays open. */
  stop(): Promise<void>;
}

/**
 * Creates the queue over `db`; nothing runs until `ready()`, `work()` or `drain()`.
 */
export function createWebhookQueue(db: Db, opts: WebhookQueueOptions): WebhookQueue {
  const boss = new PgBoss({
    db: bossDb(db) as BossDb,
    schema: QUEUE_SCHEMA,
    supervise: opts.supervise ?? false,
    // no cron schedules: its timers would poll for nothing
    schedule: false,
    migrate: true,
  });
  boss.on('error', (err: Error) => console.error('[webhooks] queue:', err.message));

  let started: Promise<void> | null = null;
  let stopped = false;
  const ready = () => {
    if (stopped) return Promise.reject(new Error('The webhook queue is stopped'));
    started ??= (async () => {
      await boss.start();
      await boss.createQueue(WEBHOOK_QUEUE, {
        retryLimit: RETRY_LIMIT, retryDelay: opts.retryDelaySeconds ?? RETRY_DELAY_SECONDS, retryBackoff: true, expireInSeconds: EXPIRE_SECONDS,
      } as Queue);
    })().catch((err: unknown) => {
      started = null;
      throw err;
    });
    return started;
  };

  const runOne = async (job: Job<WebhookJob>): Promise<void> => {
    try {
      await opts.handle(job.data);
    } catch (err) {
      console.error(`[webhooks] job for webhook ${job.data.webhookId} failed, retried later:`, err);
      throw err;
    }
  };

  return {
    ready,
    async enqueue(tx, job) {
      await ready();
      const id = await boss.send(WEBHOOK_QUEUE, job, { db: bossDb(tx) } as SendOptions);
      if (!id) throw new Error(`The webhook queue refused the job for webhook ${job.webhookId}`);
    },
    async work() {
      await ready();
      await boss.work<WebhookJob>(WEBHOOK_QUEUE, { batchSize: 1, pollingIntervalSeconds: 1 }, async ([job]) => {
        if (job) await runOne(job);
      });
    },
    async drain() {
      await ready();
      let ran = 0;
      for (;;) {
        const [job] = await boss.fetch<WebhookJob>(WEBHOOK_QUEUE, { batchSize: 1 });
        if (!job) return ran;
        ran++;
        try {
          await runOne(job);
        } catch (err) {
          await boss.fail(WEBHOOK_QUEUE, job.id, err instanceof Error ? { message: err.message } : { message: String(err) });
          continue;
        }
        await boss.complete(WEBHOOK_QUEUE, job.id);
      }
    },
    async stop() {
      stopped = true;
      if (!started) return;
      await started.catch(() => undefined);
      await boss.stop({ graceful: true, close: false, timeout: 10_000 });
    },
  };
}
