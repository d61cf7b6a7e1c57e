/**
 * Runs work when the main thread is idle (docs/architecture.md#what-loads-when: idle work uses
 * requestIdleCallback with a timeout). Safari has no requestIdleCallback: there a setTimeout of 1
 * ms stands in, so the work still runs after the current task.
 */
import { report } from './report';

/**
 * Calls `fn` once when the browser is idle, or after `timeoutMs` at the latest.
 * Errors thrown by `fn` are reported (./report.ts), never rethrown into the page.
 */
export function whenIdle(fn: () => void, timeoutMs = 2000): void {
  const run = () => {
    try {
      fn();
    } catch (e) {
      report(e, 'idle-task');
    }
  };
  if (typeof requestIdleCallback === 'function') requestIdleCallback(run, { timeout: timeoutMs });
  else setTimeout(run, 1);
}
