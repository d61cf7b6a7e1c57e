/**
 * The app's webhooks: the queue whose jobs run the topic handlers, and the hourly sweep of what
 * is kept for a limited time (delivery ids, data-request exports, tracking events:
 * docs/data-retention.md). `createApp` mounts the route
 * (route.ts) with the queue; whoever starts the API calls `work()` and, on close, `stop()`
 * before closing the database.
 *
 *   const webhooks = createWebhooks({ db, now, deleteUsers });
 *   const app = createApp(deps, { webhooks, ... });
 *   await webhooks.work();   // workers and the sweep
 *   ...
 *   await webhooks.stop(); await db.close();
 */
import { sweepDataRequests } from './data-requests';
import { sweepDeliveries } from './deliveries';
import { sweepTrackingEvents } from '../lib/tracking-retention';
import { handleDelivery, type HandlerDeps } from './handlers';
import { createWebhookQueue, type WebhookQueue } from './queue';

export type { WebhookQueue } from './queue';
export { webhookRoutes, WEBHOOK_PATH } from './route';

/** How often the sweep runs while workers run, ms. */
export const SWEEP_INTERVAL_MS = 3600_000;

export interface Webhooks extends WebhookQueue {
  /** Deletes delivery ids, exports and tracking events past their retention. @returns how many rows of each */
  sweep(): Promise<{ deliveries: number; dataRequests: number; trackingEvents: number }>;
}

/**
 * The webhook queue with its handlers.
 * @param opts.supervise pg-boss's maintenance timers; default true (false in tests that `drain()`)
 */
export function createWebhooks(deps: HandlerDeps, opts: { supervise?: boolean } = {}): Webhooks {
  const queue = createWebhookQueue(deps.db, {
    supervise: opts.supervise ?? true,
    handle: (job) => handleDelivery(deps, job.webhookId),
  });
  let timer: NodeJS.Timeout | undefined;
  const sweep = async () => ({
    deliveries: await sweepDeliveries(deps.db, deps.now()),
    dataRequests: await sweepDataRequests(deps.db, deps.now()),
    trackingEvents: await sweepTrackingEvents(deps.db, deps.now()),
  });
  return {
    ...queue,
    sweep,
    async work() {
      await queue.work();
      await sweep();
      timer = setInterval(() => { sweep().catch((err: Error) => console.error('[webhooks] sweep failed:', err.message)); }, SWEEP_INTERVAL_MS);
      // The sweep never keeps the process alive on its own.
      timer.unref();
    },
    async stop() {
      clearInterval(timer);
      await queue.stop();
    },
  };
}
