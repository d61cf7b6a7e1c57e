/**
 * Waiting for the merchant settings (settings/settings.ts) before a decision that depends on them
 * (sign-in's Continue). Its own module: only lazy chunks need it, so the panel entry does not
 * carry it.
 */
import { effect } from '@preact/signals';
import { settingsLoaded } from './settings';

/**
 * How long Continue waits for the settings before it uses the spec defaults, in ms: longer than
 * the settings call's own 15 s timeout plus loading identity (which the call waits for), so on a
 * slow phone the merchant's sign-in method still decides and the default only covers a hang.
 */
export const SETTINGS_WAIT_MS = 20_000;

/**
 * Resolves once the settings have answered (successfully or not), or after `ms` (default
 * SETTINGS_WAIT_MS), whichever comes first. Never rejects.
 */
export function settingsReady(ms = SETTINGS_WAIT_MS): Promise<void> {
  return new Promise((done) => {
    let stop: (() => void) | undefined;
    let settled = false;
    const finish = () => {
      settled = true;
      clearTimeout(timer);
      stop?.();
      done();
    };
    const timer = setTimeout(finish, ms);
    stop = effect(() => {
      if (settingsLoaded.value) finish();
    });
    if (settled) stop();
  });
}
