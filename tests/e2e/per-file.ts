/**
 * Runs before every e2e file (vitest.e2e.config.ts `setupFiles`): the per-address abuse counters
 * start at zero for each file (DELETE /dev/rate-limits). All the run's shoppers share 127.0.0.1,
 * and with the fault and hostile-input suites a whole run mails more codes than one address may in 15 minutes
 * (30, server/api/lib/limits.ts); one file stays far below that.
 */
import { beforeAll, inject } from 'vitest';

beforeAll(async () => {
  const res = await fetch(`${inject('apiUrl')}/dev/rate-limits`, { method: 'DELETE' });
  if (!res.ok) throw new Error(`DELETE /dev/rate-limits answered ${res.status}`);
});
