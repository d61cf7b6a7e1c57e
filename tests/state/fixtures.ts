// Helpers for tests that run the real stores (session, sign-in, settings) on a fresh page.
import type { PageConfig } from '../../src/settings/types';
import { setPageConfig } from '../../src/settings/config';
import { setMember, startSession } from '../../src/session/session';
import { takeSettings, DEFAULT_FEATURES } from '../../src/settings/settings';
import { pageConfig as fixtureConfig } from '../auth/fixtures';

/**
 * A fresh page for the session store: `config` set, nobody signed in, no member remembered.
 */
export function freshSession(config: PageConfig = fixtureConfig): void {
  localStorage.removeItem('status:member');
  setPageConfig(config);
  setMember(null, null);
  startSession();
}

/**
 * The merchant's settings have arrived with `values` (and `flags` over the default features), as
 * `loadSettings` leaves them. Without this, Continue waits up to SETTINGS_WAIT_MS for them.
 */
export function settingsAre(values: Record<string, unknown> = {}, flags: Partial<typeof DEFAULT_FEATURES> = {}): void {
  takeSettings(values, { ...DEFAULT_FEATURES, ...flags });
}
