// @vitest-environment node
// Hostile pages: the storefront emulator's hostile-theme and strict-CSP fixture pages
// (server/store/pages/hostile-theme.ts, csp.ts). The browser side is tests/e2e/isolation.test.ts.
import { describe, expect, it } from 'vitest';
import { HOSTILE_CSS } from '../../../server/store/pages/hostile-theme';
import { withNonces } from '../../../server/store/pages/csp';
import { makeClient } from './helpers';

describe('/pages/hostile-theme', () => {
  it('is a store page with the app embed and the hostile sheet after the theme\'s own', async () => {
    const { send } = makeClient();
    const html = await (await send('/pages/hostile-theme')).text();
    expect(html).toContain('id="status-config"');
    expect(html.indexOf('<style id="hostile-theme">')).toBeGreaterThan(html.indexOf('<style>'));
    for (const rule of ['html{font-size:62.5%}', 'button{all:unset}', '[hidden]{display:block}', 'z-index:2147483647']) expect(HOSTILE_CSS).toContain(rule);
  });

  it('drops the embed with ?status=off, like every store page', async () => {
    const { send } = makeClient();
    const html = await (await send('/pages/hostile-theme?status=off')).text();
    expect(html).not.toContain('id="status-config"');
    expect(html).toContain('<style id="hostile-theme">');
  });
});

describe('/pages/csp', () => {
  it('sends a policy without unsafe-inline or unsafe-eval, with one nonce that every inline script and style carries', async () => {
    const { send } = makeClient();
    const res = await send('/pages/csp');
    const policy = res.headers.get('Content-Security-Policy') ?? '';
    const nonce = /script-src 'self' 'nonce-([^']+)'/.exec(policy)?.[1];
    expect(nonce).toBeTruthy();
    expect(policy).toContain(`style-src 'self' 'nonce-${nonce}'`);
    expect(policy).not.toMatch(/unsafe-inline|unsafe-eval/);
    expect(policy).toMatch(/connect-src 'self' http:\/\/\S+ http:\/\/\S+/);
    const html = await res.text();
    const tags = html.match(/<(script|style)\b[^>]*>/g) ?? [];
    expect(tags.length).toBeGreaterThan(3);
    expect(tags.filter((t) => !t.includes(`nonce="${nonce}"`))).toEqual([]);
    expect(html).toContain(`<meta property="csp-nonce" nonce="${nonce}">`);
  });

  it('gives every response a new nonce', async () => {
    const { send } = makeClient();
    const nonceOf = async () => (await send('/pages/csp')).headers.get('Content-Security-Policy')!.match(/nonce-([^']+)/)![1];
    expect(await nonceOf()).not.toBe(await nonceOf());
  });

  it('puts the nonce on script and style tags inside declarative shadow roots too', () => {
    expect(withNonces('<head></head><template shadowrootmode="open"><style>b{}</style></template><script>x</script>', 'N'))
      .toBe('<head>\n<meta property="csp-nonce" nonce="N"></head><template shadowrootmode="open"><style nonce="N">b{}</style></template><script nonce="N">x</script>');
  });

  it('leaves other store pages without the strict policy', async () => {
    const { send } = makeClient();
    expect((await send('/')).headers.get('Content-Security-Policy')).toBe("frame-ancestors 'self'");
  });
});
