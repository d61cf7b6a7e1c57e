/**
 * The Profile block (target customer-account.profile.block.render): the customer's points (with
 * the program's name and page), store credit and items saved from the cart, each only when the merchant's
 * settings offer it, and a link to the 'Favorites' page when favorites are offered. Nothing at all
 * when the merchant offers none of them, so the merchant's Profile page keeps no empty box.
 * 'Sign in to see your saved items and points.' for a shopper who is not signed in; a retry when
 * the API cannot answer. Strings from the extension's own locales/*.json.
 */
import { useEffect } from 'preact/hooks';
import type { AccountList, AccountProfile } from '../../shared/account-api';
import { api, t } from '../../shared/shopify';
import { loadProfile, profile } from './profile';

/** The Favorites page, by the custom protocol customer accounts resolve to another extension of the app. */
const FAVORITES_PAGE = 'extension://account-favorites';

/** The block; loads when it mounts. */
export function ProfileBlock() {
  useEffect(() => void loadProfile(), []);
  const state = profile.value;
  if (state.kind === 'not-offered' || (state.kind === 'ready' && !offersAny(state.data))) return null;
  return (
    <s-section heading={t('title')}>
      {state.kind === 'loading' && <s-spinner accessibilityLabel={t('loading')} />}
      {state.kind === 'signed-out' && <s-paragraph>{t('signIn')}</s-paragraph>}
      {state.kind === 'failed' && (
        <s-banner tone="critical">
          <s-paragraph>{t('error')}</s-paragraph>
          <s-button onClick={() => void loadProfile()}>{t('retry')}</s-button>
        </s-banner>
      )}
      {state.kind === 'ready' && <Offered profile={state.data} />}
    </s-section>
  );
}

const offersAny = (p: AccountProfile) => p.favorites || !!p.savedFromCart || !!p.points || !!p.credit;

function Offered({ profile: p }: { profile: AccountProfile }) {
  return (
    <s-stack gap="base">
      {p.points && (
        <s-stack gap="small-300">
          <s-text>{t('pointsBalance', { name: p.points.name ?? t('points'), points: api().i18n.formatNumber(p.points.points) })}</s-text>
          {p.points.link && <s-link href={absolute(p.points.link, p.storefront)}>{t('pointsLink')}</s-link>}
        </s-stack>
      )}
      {p.credit && (
        <s-stack gap="small-300">
          <s-text>{t('creditBalance', { name: p.credit.name ?? t('credit'), amount: api().i18n.formatCurrency(p.credit.amount / 100, { currency: p.credit.currencyCode }) })}</s-text>
          {p.credit.link && <s-link href={absolute(p.credit.link, p.storefront)}>{t('creditLink')}</s-link>}
        </s-stack>
      )}
      {p.savedFromCart && <Saved list={p.savedFromCart} />}
      {p.favorites && <s-link href={FAVORITES_PAGE}>{t('favoritesLink')}</s-link>}
    </s-stack>
  );
}

/** `link` (a setting's path on the store, or a full URL) as a URL the account pages can open. */
const absolute = (link: string, storefront: string) => (/^https?:\/\//.test(link) ? link : `${storefront}${link.startsWith('/') ? '' : '/'}${link}`);

function Saved({ list }: { list: AccountList }) {
  const cards = new Map(list.products.map((p) => [p.id, p]));
  const saved = list.items.flatMap((item) => cards.get(item.productId) ?? []);
  return (
    <s-stack gap="small-300">
      <s-text>{t('savedHeading', { count: saved.length })}</s-text>
      {saved.length === 0 && <s-text color="subdued">{t('savedEmpty')}</s-text>}
      {saved.map((card) => (
        <s-stack key={card.id} direction="inline" gap="base" alignItems="center">
          {card.image && <s-image src={card.image} alt="" inlineSize="auto" aspectRatio="1" objectFit="cover" />}
          <s-link href={`${list.storefront}${card.url}`}>{card.title}</s-link>
        </s-stack>
      ))}
    </s-stack>
  );
}
