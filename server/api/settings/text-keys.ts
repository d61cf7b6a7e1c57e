/**
 * Every key of the widget's English texts (src/i18n/en/*.ts, one table per area): the keys a
 * merchant may override in `customizations.translations`. Plain objects, no node-only imports, so
 * the admin bundles it too; tests/server/api/settings/schema.test.ts checks no area is missing.
 */
import account from '../../../src/i18n/en/account';
import auth from '../../../src/i18n/en/auth';
import cart from '../../../src/i18n/en/cart';
import collection from '../../../src/i18n/en/collection';
import consent from '../../../src/i18n/en/consent';
import dynamicPage from '../../../src/i18n/en/dynamic-page';
import elements from '../../../src/i18n/en/elements';
import emailSuggestion from '../../../src/i18n/en/email-suggestion';
import errors from '../../../src/i18n/en/errors';
import google from '../../../src/i18n/en/google';
import greeting from '../../../src/i18n/en/greeting';
import lastVisit from '../../../src/i18n/en/last-visit';
import loyalty from '../../../src/i18n/en/loyalty';
import magicLinkWaiting from '../../../src/i18n/en/magic-link-waiting';
import magicLink from '../../../src/i18n/en/magic-link';
import orders from '../../../src/i18n/en/orders';
import panel from '../../../src/i18n/en/panel';
import preview from '../../../src/i18n/en/preview';
import profile from '../../../src/i18n/en/profile';
import quiz from '../../../src/i18n/en/quiz';
import recentCollections from '../../../src/i18n/en/recent-collections';
import saved from '../../../src/i18n/en/saved';
import signIn from '../../../src/i18n/en/sign-in';
import storeLogin from '../../../src/i18n/en/store-login';
import triggers from '../../../src/i18n/en/triggers';

/** The English tables, one per area. */
export const EN_TABLES: Record<string, string>[] = [account, auth, cart, collection, consent, dynamicPage, elements, emailSuggestion, errors, google, greeting, lastVisit, loyalty, magicLinkWaiting, magicLink, orders, panel, preview, profile, quiz, recentCollections, saved, signIn, storeLogin, triggers];

/** Every text key the widget knows, e.g. 'nav.forYou'. */
export const TEXT_KEYS: ReadonlySet<string> = new Set(EN_TABLES.flatMap((t) => Object.keys(t)));
