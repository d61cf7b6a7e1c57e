/**
 * The tracking sender's way in from the launcher's late half (a lazy chunk: it brings the panel's
 * stores, and identity once an event waits). Binds the page config and session as element bodies
 * do (elements/boot.ts), then arms the sender (tracking/tracking.ts).
 */
import type { PageConfig } from '../settings/types';
import { boot } from '../elements/boot';
import { arm as armSender } from '../tracking/tracking';

/** Boots the stores for `config` (once per page) and arms the sender. */
export function arm(config: PageConfig): void {
  boot(config);
  armSender();
}
