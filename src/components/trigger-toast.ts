/**
 * A fired notification trigger's toast (SPEC.md 3 'Toast' target 'site', 4, 9), a lazy chunk the
 * launcher's late half loads only when a trigger fires (launcher/page-events.ts): the merchant's
 * message in the page's language (English when there is none), 8,000 ms, with an action button
 * (the merchant's label, else 'Take a look') that goes to the trigger's page with UTM parameters.
 * Shown on the page while the panel is closed, inside it while open (components/toast.tsx).
 */
import type { NotificationTrigger } from '../api/types';
import { addTexts, language, setLanguage, t } from '../i18n';
import en from '../i18n/en/triggers';
import { localText } from '../lib/local-text';
import { shopOrigins, withUtm } from '../lib/utm';
import { showToast, TRIGGER_TOAST_MS } from '../state/toasts';
import type { EmbedTriggerConfig } from '../launcher/page-events';
import { mountSiteToasts } from './toast';

addTexts(en);

/**
 * Queues `trigger`'s toast. Nothing shows when it has no message in any language. Never throws.
 * @param cfg the embed's config as page-events.ts read it (language, utmTracking, shop domain)
 */
export async function showTriggerToast(trigger: NotificationTrigger, cfg: EmbedTriggerConfig): Promise<void> {
  const lang = typeof cfg.locale?.language === 'string' ? cfg.locale.language : 'en';
  const message = localText(trigger.toastMessage, lang);
  if (!message) return;
  // The panel sets the language when it opens; before that, this toast's own label needs it.
  if (language.value === 'en' && lang.slice(0, 2) !== 'en') await setLanguage(lang).catch(() => {});
  const label = localText(trigger.toastActionLabel, lang) || t('trigger.open');
  const page = trigger.page;
  mountSiteToasts();
  showToast(message, {
    ms: TRIGGER_TOAST_MS,
    action: page ? { label, run: () => location.assign(withUtm(page, cfg.utmTracking, shopOrigins(cfg.shopifyDomain))) } : undefined,
  });
}
