// @vitest-environment node
// Preview mode's demo pages (docs/product.md#roles; server/store/pages/preview.ts): the parent page that
// answers the widget's messages and the store page it frames.
import { describe, expect, it } from 'vitest';
import { makeClient } from './helpers';

const configOf = (html: string) => {
  const m = /<script type="application\/json" id="status-config">([\s\S]*?)<\/script>/.exec(html);
  return m ? JSON.parse(m[1]!) : null;
};
const fixturesOf = (html: string) => JSON.parse(/<script type="application\/json" id="preview-fixtures">([\s\S]*?)<\/script>/.exec(html)![1]!);

describe('/dev/preview', () => {
  it('frames the store page and answers only that frame, at its own origin, with fixture data', async () => {
    const { send } = makeClient();
    const html = await (await send('/dev/preview')).text();
    expect(html).toContain('<iframe id="preview-frame" title="Store preview" src="/dev/preview/frame#status">');
    expect(html).toContain("e.origin !== location.origin || e.source !== frame.contentWindow");
    const fixtures = fixturesOf(html);
    expect(fixtures.user).toBeNull();
    expect(fixtures.settings.dynamicPages).toMatchObject({ isActive: true, pages: [{ handle: 'size-guide' }] });
    expect(fixtures.products.length).toBeGreaterThan(0);
    const member = fixturesOf(await (await send('/dev/preview?as=member')).text());
    expect(member.user).toMatchObject({ email: 'shopper@example.com', customerId: '9001' });
  });

  it("the framed page allows its parent's origin, reaches no API and loads the preview build's launcher", async () => {
    const { send } = makeClient();
    const res = await send('/dev/preview/frame');
    expect(res.headers.get('content-security-policy')).toBe("frame-ancestors 'self'");
    const html = await res.text();
    const config = configOf(html);
    expect(config.previewOrigins).toEqual([expect.stringMatching(/^https?:\/\/[^/]+$/)]);
    expect(config.apiBase).toBe('https://preview.invalid');
    expect(config.customerId).toBeNull();
    expect(html).toContain('/status-preview/status-launcher.js');
    expect(html).not.toContain('"/status/status-launcher.js"');
    expect(configOf(await (await send('/dev/preview/frame?as=member')).text()).customerId).toBe('9001');
  });
});
