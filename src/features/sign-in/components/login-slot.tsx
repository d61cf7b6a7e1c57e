/**
 * Where the login section goes (docs/product.md#routes: first on For you, Orders and Profile; 4
 * 'Login visibility': shown while not signed in). The section, the e-mail form and the sign-in
 * store are one lazy chunk (docs/architecture.md#what-loads-when 'For you sections'): a signed-in
 * shopper never downloads them, and for everyone else the launcher fetches the chunk in parallel
 * with the panel on intent (build/panel-preloads.ts), so it costs no extra round trip.
 */
import { lazy } from '../../../ui/lazy';
import { isSignedIn } from '../../../session/session';

const LoginSection = lazy(() => import('./login-section'));

/** The login section while the shopper is not signed in; once they are, nothing. */
export function LoginSlot() {
  return isSignedIn.value ? null : <LoginSection />;
}
