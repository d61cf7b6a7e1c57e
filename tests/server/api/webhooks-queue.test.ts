// @vitest-environment node
/**
 * The webhook queue (pg-boss on the API's own database, PGlite here and PostgreSQL in the
 * 'api-postgres' project): a job enqueued in a transaction exists only if that transaction
 * commits; workers run jobs without anyone draining; a failing job is retried; stop() ends the
 * workers promptly.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Db } from '../../../server/api/db/db';
import { migrate } from '../../../server/api/db/migrations';
import { createWebhookQueue, type WebhookQueue } from '../../../server/api/webhooks/queue';
import { HARNESS_START_MS } from './helpers';
import { createTestDatabase, type TestDatabase } from './test-database';

let target: TestDatabase;
let db: Db;
let queue: WebhookQueue;
const ran: string[] = [];
let flakyFailures = 0;

beforeAll(async () => {
  target = await createTestDatabase();
  db = await target.open();
  await migrate(db);
  queue = createWebhookQueue(db, {
    supervise: true,
    retryDelaySeconds: 1,
    async handle({ webhookId }) {
      if (webhookId === 'flaky' && flakyFailures++ === 0) throw new Error('Shopify is down');
      ran.push(webhookId);
    },
  });
  await queue.ready();
}, HARNESS_START_MS);

afterAll(async () => {
  await queue?.stop();
  await db?.close();
  await target?.dispose();
});

/** Waits until `done()` holds, checking every 100 ms. @throws after `ms` */
async function until(done: () => boolean, ms: number): Promise<void> {
  const deadline = Date.now() + ms;
  while (!done()) {
    if (Date.now() > deadline) throw new Error(`not done within ${ms} ms; ran ${JSON.stringify(ran)}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

it('keeps a job only when the transaction that enqueued it commits', async () => {
  await expect(db.transaction(async (tx) => {
    await queue.enqueue(tx, { webhookId: 'rolled-back' });
    throw new Error('the delivery could not be recorded');
  })).rejects.toThrow('could not be recorded');
  expect(await queue.drain()).toBe(0);
  await db.transaction((tx) => queue.enqueue(tx, { webhookId: 'committed' }));
  expect(await queue.drain()).toBe(1);
  expect(ran).toEqual(['committed']);
});

it('runs jobs with its workers, retries a failing one, and stops promptly', async () => {
  await queue.work();
  await db.transaction(async (tx) => {
    await queue.enqueue(tx, { webhookId: 'flaky' });
    await queue.enqueue(tx, { webhookId: 'steady' });
  });
  await until(() => ran.includes('steady') && ran.includes('flaky'), 30_000);
  expect(flakyFailures).toBe(2);
  expect(ran.filter((id) => id === 'flaky')).toHaveLength(1);

  const started = Date.now();
  await queue.stop();
  expect(Date.now() - started).toBeLessThan(5_000);
  await expect(queue.ready()).rejects.toThrow('stopped');
}, 60_000);
