/**
 * For you's greeting for a signed-in shopper (docs/product.md#routes 'Page titles and headings may use
 * customer fields, with fallback text when a field is missing'): 'Hi {firstName}' from the
 * translation table (a merchant translation may change it and use other customer fields, e.g.
 * 'Welcome back, {firstName}'), 'Hi there' when the field is missing. Plain text through
 * lib/template.ts, never HTML; a level-2 heading, For you's own above its level-3 sections. Its box is there while the customer loads, so nothing below moves.
 * A lazy chunk (features/for-you/components/sections.ts: shown when signed in).
 */
import { useEffect } from 'preact/hooks';
import { css } from '../../../styles';
import { t, addTexts } from '../../../i18n';
import greetingEn from '../../../i18n/en/greeting';
import { customer, loadCustomer } from '../../profile';
import { customerId } from '../../../session/session';
import { withFields } from '../../../lib/template';

addTexts(greetingEn);

export default function Greeting() {
  const who = customerId.value;
  useEffect(() => void loadCustomer(), [who]);
  const { data, error } = customer.value;
  const box = css`margin:0 0 16px;height:25px;font-size:20px;line-height:25px;font-weight:600;`;
  if (!data && !error) return <div aria-hidden="true" class={box} />;
  // customFields first: the customer's own fields (firstName, ...) win over same-named custom ones.
  const fields = { ...(data?.customFields ?? {}), ...(data ?? {}) };
  return <h2 class={box}>{withFields(t('forYou.greeting'), fields, t('forYou.greetingFallback'))}</h2>;
}
