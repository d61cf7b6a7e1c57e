/**
 * The demo shop with every For you section and content target switched on, so perf:open can
 * quote the worst case beside the default shop (docs/performance.md 'Opening the panel'). `perf:open --shop
 * everything-on` applies it to the local stack it starts, through the dev routes a merchant's
 * admin stands in for.
 */
import { DEMO_CONTENT, DEMO_SETTINGS, DYNAMIC_PAGE_CONTENT } from '../../server/seed/db-seed';

/** The settings that switch sections on: each seeded value with `isActive: true`. */
export function everythingOnSettings(): Record<string, unknown> {
  const on = (key: string) => ({ ...(DEMO_SETTINGS[key] as Record<string, unknown>), isActive: true });
  const keys = ['points', 'credit', 'membership', 'subscriptions', 'mobileWallet', 'personalizationQuizzes', 'recentlyViewedCollections', 'dynamicPages', 'saved', 'wishlist', 'popularToday'];
  return Object.fromEntries(keys.map((k) => [k, on(k)]));
}

/** The seeded content plus one text block at each of For you's upper targets. */
export function everythingOnContent(): unknown[] {
  const upper = ['alerts-after', 'actions-before', 'actions-after'].map((target, i) => ({
    id: `perf-${target}`, target, isActive: true, type: 'imageWithText', position: i,
    text: { en: `**${target}**: a merchant's note` }, description: { en: 'With *rich text* and [a link](/collections/all).' },
  }));
  return [...DEMO_CONTENT, ...DYNAMIC_PAGE_CONTENT, ...upper];
}

/** Switches everything on in the stack at `apiUrl` (demo shop). Throws when a dev route refuses. */
export async function switchEverythingOn(apiUrl: string): Promise<void> {
  const patch = async (path: string, body: unknown) => {
    const res = await fetch(`${apiUrl.replace(/\/+$/, '')}${path}?shop=demo-shop`, { method: 'PATCH', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    if (!res.ok) throw new Error(`PATCH ${path}: ${res.status} ${await res.text()}`);
  };
  await patch('/dev/settings', everythingOnSettings());
  await patch('/dev/customizations', { content: everythingOnContent() });
}
