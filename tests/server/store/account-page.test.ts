// @vitest-environment node
// The standalone account page of full-page mode (docs/product.md#routing-rules 'A standalone app'),
// server/store/pages/account-page.ts.
import { describe, expect, it } from 'vitest';
import { PAGE_ENTRY_SRC } from '../../../server/store/pages/account-page';
import { makeClient } from './helpers';

const configOf = (html: string) => {
  const m = /<script type="application\/json" id="status-config">([\s\S]*?)<\/script>/.exec(html);
  return m ? JSON.parse(m[1]!) : null;
};

describe('/pages/account', () => {
  it("holds the panel's element in the page's one main landmark and loads full-page mode's entry", async () => {
    const { send } = makeClient();
    const res = await send('/pages/account');
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html.match(/<main\b/g)).toHaveLength(1);
    expect(html).toMatch(/<main[^>]*>[\s\S]*<status-account><\/status-account>[\s\S]*<\/main>/);
    expect(html).toContain(`<script type="module" src="${PAGE_ENTRY_SRC}"></script>`);
  });

  it('draws no me-button there: the panel is the page', async () => {
    const { send } = makeClient();
    const html = await (await send('/pages/account')).text();
    expect(configOf(html).meButton.isActive).toBe(false);
    expect(html).not.toContain('<status-launcher>');
    // every other page keeps its me-button
    const home = await (await send('/')).text();
    expect(configOf(home).meButton.isActive).toBe(true);
    expect(home).toContain('<status-launcher>');
  });
});
