/**
 * The bottom navigation (docs/architecture.md#stable-names): links named 'For you', 'Orders', 'Profile'; the active
 * one carries aria-current="page". Links are the routes' hashes (routes/table.ts routeToHash); the
 * panel turns clicks on them into navigation.
 */
import { css } from '../styles';
import { t } from '../i18n';
import { routeDef, routeToHash, tabs } from '../routes/table';

const LABELS: Record<string, string> = { foryou: 'nav.forYou', orders: 'nav.orders', profile: 'nav.profile' };

/**
 * The tabs, then the merchant's dynamic pages whose nav is visible (docs/product.md#routes; routes/table.ts `routes`
 * order), which are named by their own title (routes/dynamic-pages.ts).
 * @param current the current route name ('foryou', 'orders', ...)
 */
export function Nav({ current }: { current: string }) {
  const link = css`flex:1;display:flex;align-items:center;justify-content:center;min-height:44px;color:var(--status-muted);text-decoration:none;font-weight:500;&[aria-current]{color:var(--status-text);box-shadow:inset 0 -2px 0 var(--status-primary);}`;
  return (
    <nav aria-label={t('panel.nav')} class={css`display:flex;border-top:1px solid var(--status-border);background:var(--status-bg);`}>
      {tabs().map((tab) => (
        <a key={tab} href={routeToHash(tab)} class={link} aria-current={current === tab ? 'page' : undefined}>
          {routeDef(tab)!.title || t(LABELS[tab])}
        </a>
      ))}
    </nav>
  );
}
