/**
 * A fired notification trigger's toast (docs/product.md#content-and-triggers 'Toast' target 'site', 4, 9), a lazy chunk
 * the launcher's late half loads only when a trigger fires (launcher/page-events.ts): the merchant's
 * message in the page's language (English when there is none), 8,000 ms, with an action button
 * (the merchant's label, else 'Take a look') that goes to the trigger's page with UTM parameters.
 * Shown on the page while the panel is closed, inside it while open (ui/toast.tsx).
 * Queues `trigger_toast_shown` when it shows and `trigger_toast_followed` when its action is taken
 * (event_data: the trigger's event and amount), which the merchant's admin counts.
 */
import type { NotificationTrigger } from '../../../api/types';
import { addTexts, t } from '../../../i18n';
import en from '../../../i18n/en/triggers';
import { localText } from '../../../lib/local-text';
import { queueEvent } from '../../../tracking/tracking-queue';
import { shopOrigins, withUtm } from '../../../tracking/utm';
import { showToast, TRIGGER_TOAST_MS } from '../../../toasts/toasts';
import type { EmbedTriggerConfig } from '../../../local/triggers';
import { mountSiteToasts } from '../../../ui/toast';

addTexts(en);

/** The German and French tables (the chunks i18n/index.ts loads), for the label before the panel set the language; no prototype, as every table looked up by the page's language. */
const TABLES: Record<string, () => Promise<{ default: Record<string, string> }>> = { __proto__: null as never, de: () => import('../../../i18n/de'), fr: () => import('../../../i18n/fr') };

/** 'Take a look' in `lang` (English when the table does not load). */
async function defaultLabel(lang: string): Promise<string> {
  const load = TABLES[lang.slice(0, 2).toLowerCase()];
  const table = load ? await load().then((m) => m.default, () => ({}) as Record<string, string>) : {};
  return table['trigger.open'] ?? t('trigger.open');
}

/**
 * Queues `trigger`'s toast. Nothing shows when it has no message in any language. Never throws.
 * @param cfg the embed's config as page-events.ts read it (language, utmTracking, shop domain)
 */
export async function showTriggerToast(trigger: NotificationTrigger, cfg: EmbedTriggerConfig): Promise<void> {
  const lang = typeof cfg.locale?.language === 'string' ? cfg.locale.language : 'en';
  const message = localText(trigger.toastMessage, lang);
  if (!message) return;
  const label = localText(trigger.toastActionLabel, lang) || (await defaultLabel(lang));
  const page = trigger.page;
  const track = (event: string) =>
    typeof cfg.shopId == 'string' && queueEvent(event, { event: trigger.event, amount: trigger.amount }, cfg.shopId, typeof cfg.customerId == 'string' ? cfg.customerId : null);
  mountSiteToasts();
  showToast(message, {
    ms: TRIGGER_TOAST_MS,
    action: page
      ? {
          label,
          run: () => {
            track('trigger_toast_followed');
            location.assign(withUtm(page, cfg.utmTracking, shopOrigins(cfg.shopifyDomain)));
          },
        }
      : undefined,
  });
  track('trigger_toast_shown');
}
