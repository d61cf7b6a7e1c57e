/**
 * Where the login section goes (SPEC.md 2: first on For you, Orders and Profile; 4 'Login
 * visibility': shown while not signed in). The section, the e-mail form and the sign-in store
 * are one lazy chunk (DESIGN.md 1 'For you sections'): a signed-in shopper never downloads
 * them, and for everyone else the launcher fetches the chunk in parallel with the panel on intent
 * (vite.config.ts panelPreloads), so it costs no extra round trip. On For you the same place
 * then holds the signed-in shopper's arriving-next order (components/arriving-next-section.tsx,
 * its own chunk: guests never download it), which SPEC.md 2 puts right after the login section.
 */
import { Chunk } from './chunk';
import { isSignedIn } from '../state/session';
import { loadOnce } from '../lib/load-once';

const loadSection = loadOnce(() => import('./login-section'));
const loadArriving = loadOnce(() => import('./arriving-next-section'));

/**
 * The login section while the shopper is not signed in; once they are, nothing, or with
 * `forYou` the arriving-next order.
 */
export function LoginSlot({ forYou }: { forYou?: boolean }) {
  const signedIn = isSignedIn.value;
  return signedIn && !forYou ? null : <Chunk key={signedIn} load={signedIn ? loadArriving : loadSection} />;
}
