/** The demo store's text pages: policies, the account login and account pages, and the 404 page. */
import { esc } from '../html';
import type { PageContent } from './layout';

/** Policy handles served at `/policies/{handle}`. */
export const POLICIES: Record<string, { title: string; sections: Array<[heading: string, text: string]> }> = {
  'privacy-policy': {
    title: 'Privacy policy',
    sections: [
      ['What we collect', 'When you visit Demo Goods we collect the information you give us (your name, email address, shipping address and order details) and basic device information such as your browser and the pages you view.'],
      ['How we use it', 'We use this information to process orders, to send the messages you asked for, to keep your account secure and to improve the store. We do not sell personal information.'],
      ['Cookies', 'We use cookies to keep your cart and your sign-in, to remember your currency and to understand how the store is used. You can block cookies in your browser; the cart may then forget its items.'],
      ['Your rights', 'You can ask for a copy of the information we hold about you, ask us to correct it or to delete it, by writing to privacy@demo-goods.example.'],
    ],
  },
  'terms-of-service': {
    title: 'Terms of service',
    sections: [
      ['Overview', 'This website is operated by Demo Goods. By visiting the site or buying from us you agree to these terms.'],
      ['Products and prices', 'Prices are shown in the currency you choose and converted from US dollars. We may change prices and the range at any time; an order is confirmed when we send the confirmation email.'],
      ['Shipping and returns', 'We ship within 2 business days. You can return unused items within 30 days of delivery for a refund to the original payment method.'],
      ['Contact', 'Questions about these terms: hello@demo-goods.example.'],
    ],
  },
};

/** Renders a policy page. */
export function policyPage(handle: keyof typeof POLICIES & string): PageContent {
  const policy = POLICIES[handle]!;
  const body = policy.sections.map(([h, t]) => `<h2>${esc(h)}</h2><p>${esc(t)}</p>`).join('');
  return {
    title: policy.title,
    main: `<div class="wrap prose"><h1>${esc(policy.title)}</h1><p class="note">Last updated January 1, 2025</p>${body}</div>`,
  };
}

/**
 * The customer login page (anonymous visitors). With `multipassInvalid` (Shopify's
 * `?multipass=invalid` after a refused multipass token) it starts with an error message.
 */
export function loginPage(opts: { multipassInvalid?: boolean } = {}): PageContent {
  const error = opts.multipassInvalid
    ? '<p class="error" role="alert">We couldn\'t sign you in: the sign-in link is invalid, expired or already used. Please sign in again.</p>'
    : '';
  return {
    title: 'Log in',
    main: `<div class="wrap prose"><h1>Log in</h1>${error}<p>Sign in with your email address: we send you a one-time code, no password needed.</p><p><a class="btn" href="#status">Sign in</a></p><p class="note">New here? The same button creates your account.</p></div>`,
  };
}

/** The store's contact page (`/pages/contact`, as every Shopify store has): how to reach the shop. */
export function contactPage(): PageContent {
  return {
    title: 'Contact',
    main: `<div class="wrap prose"><h1>Contact us</h1><p>Questions about an order, a return or your account? ` +
      `Write to <a href="mailto:help@demo-goods.example">help@demo-goods.example</a> and we answer within one business day.</p></div>`,
  };
}

/** The 404 page. */
export function notFoundPage(): PageContent {
  return {
    title: 'Page not found',
    main: `<div class="wrap empty"><h1>Page not found</h1><p class="lead">The page you were looking for does not exist.</p><a class="btn" href="/collections/all">Continue shopping</a></div>`,
  };
}
