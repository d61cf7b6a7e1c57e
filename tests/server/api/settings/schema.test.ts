// @vitest-environment node
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  checkMerchantConfig, DEFAULT_CONFIG, readableCustomizations, readableSettings, VALIDATION_KEYS, type MerchantConfig,
} from '../../../../server/api/settings/schema';
import { EN_TABLES, TEXT_KEYS } from '../../../../server/api/settings/text-keys';
import { DEMO_CUSTOMIZATIONS, DEMO_SETTINGS } from '../../../../server/seed/db-seed';

const demo = (): MerchantConfig => structuredClone({ settings: DEMO_SETTINGS, customizations: DEMO_CUSTOMIZATIONS }) as MerchantConfig;

/** The issues of `config`, or [] when it passes. */
function issuesOf(config: unknown) {
  const r = checkMerchantConfig(config);
  return r.ok ? [] : r.issues;
}

/** `demo()` with `change` applied to a copy. */
function changed(change: (c: Record<string, any>) => void) {
  const c = demo() as unknown as Record<string, any>;
  change(c);
  return c;
}

describe('the merchant config schema', () => {
  it('passes the demo shop\'s seeded settings and customizations, and the new shop\'s defaults', () => {
    expect(issuesOf(demo())).toEqual([]);
    expect(issuesOf(DEFAULT_CONFIG)).toEqual([]);
  });

  it('refuses a javascript: privacy link with validation.link, and a data: image, a //host link', () => {
    expect(issuesOf(changed((c) => { c.settings.privacyPolicy.privacyPolicy = 'javascript:alert(1)'; })))
      .toEqual([{ path: ['settings', 'privacyPolicy', 'privacyPolicy'], message: 'validation.link' }]);
    expect(issuesOf(changed((c) => { c.customizations.content[0].image = 'data:image/svg+xml,<svg onload=alert(1)>'; })))
      .toEqual([{ path: ['customizations', 'content', 0, 'image'], message: 'validation.link' }]);
    expect(issuesOf(changed((c) => { c.settings.points.link = '//evil.example/rewards'; })))
      .toEqual([{ path: ['settings', 'points', 'link'], message: 'validation.link' }]);
    expect(issuesOf(changed((c) => { c.settings.points.link = 'http://shop.example/rewards'; })))
      .toEqual([{ path: ['settings', 'points', 'link'], message: 'validation.link' }]);
    expect(issuesOf(changed((c) => { c.settings.points.link = 'https://shop.example/rewards'; }))).toEqual([]);
  });

  it('refuses a quiz without fields with validation.quizNoFields', () => {
    expect(issuesOf(changed((c) => { c.settings.personalizationQuizzes.quizzes[0].fields = []; })))
      .toEqual([{ path: ['settings', 'personalizationQuizzes', 'quizzes', 0, 'fields'], message: 'validation.quizNoFields' }]);
    expect(issuesOf(changed((c) => { delete c.settings.personalizationQuizzes.quizzes[0].fields; })))
      .toEqual([{ path: ['settings', 'personalizationQuizzes', 'quizzes', 0, 'fields'], message: 'validation.required' }]);
  });

  it('refuses a customCss that closes the style element, or holds any other markup', () => {
    expect(issuesOf(changed((c) => { c.customizations.customCss = '.x{color:red}</style><script>alert(1)</script>'; })))
      .toEqual([{ path: ['customizations', 'customCss'], message: 'validation.cssCloseTag' }]);
    expect(issuesOf(changed((c) => { c.customizations.customCss = '.x{content:"<b>"}'; })))
      .toEqual([{ path: ['customizations', 'customCss'], message: 'validation.markup' }]);
    expect(issuesOf(changed((c) => { c.customizations.customCss = 'x'.repeat(20_001); })))
      .toEqual([{ path: ['customizations', 'customCss'], message: 'validation.tooLong' }]);
    expect(issuesOf(changed((c) => { c.customizations.customCss = '.panel > .x { color: red }'; }))).toEqual([]);
  });

  it('refuses markup in a content block\'s text, and lets rich-text markers through', () => {
    expect(issuesOf(changed((c) => { c.customizations.content[0].text.en = 'Free <img src=x onerror=alert(1)> returns'; })))
      .toEqual([{ path: ['customizations', 'content', 0, 'text', 'en'], message: 'validation.markup' }]);
    expect(issuesOf(changed((c) => { c.customizations.content[1].label.de = '<!-- x -->'; })))
      .toEqual([{ path: ['customizations', 'content', 1, 'label', 'de'], message: 'validation.markup' }]);
    expect(issuesOf(changed((c) => { c.customizations.content[0].text.en = '**Bold**, *italic*, [a link](/pages/x), 3 < 4'; }))).toEqual([]);
  });

  it('refuses a country in two variants, two variants without countries, and a country that is no code', () => {
    expect(issuesOf(changed((c) => { c.settings.orderLabel = [{ countries: ['DE', 'AT'], display: 'name' }, { countries: ['AT'], display: 'status' }, { display: 'status' }]; })))
      .toEqual([{ path: ['settings', 'orderLabel', 1, 'countries', 0], message: 'validation.duplicateCountry' }]);
    expect(issuesOf(changed((c) => { c.settings.orderLabel = [{ display: 'name' }, { display: 'status' }]; })))
      .toEqual([{ path: ['settings', 'orderLabel', 1, 'countries'], message: 'validation.duplicateCountry' }]);
    expect(issuesOf(changed((c) => { c.settings.orderLabel = [{ countries: ['Germany'], display: 'name' }, { display: 'status' }]; })))
      .toEqual([{ path: ['settings', 'orderLabel', 0, 'countries', 0], message: 'validation.country' }]);
  });

  it('names the field of a wrong type, a value out of range, a bad colour and an unknown key', () => {
    expect(issuesOf(changed((c) => { c.settings.wishlist.showInAppButtons = 'yes'; })))
      .toEqual([{ path: ['settings', 'wishlist', 'showInAppButtons'], message: 'validation.wrongType' }]);
    expect(issuesOf(changed((c) => { c.settings.orderLabel[1].display = 'both'; })))
      .toEqual([{ path: ['settings', 'orderLabel', 1, 'display'], message: 'validation.wrongType' }]);
    expect(issuesOf(changed((c) => { c.settings.notificationTriggers[0].amount = 0; })))
      .toEqual([{ path: ['settings', 'notificationTriggers', 0, 'amount'], message: 'validation.outOfRange' }]);
    expect(issuesOf(changed((c) => { c.customizations.theme.primary = 'red;background:url(x)'; })))
      .toEqual([{ path: ['customizations', 'theme', 'primary'], message: 'validation.colour' }]);
    expect(issuesOf(changed((c) => { c.customizations.theme.radius = '40px'; })))
      .toEqual([{ path: ['customizations', 'theme', 'radius'], message: 'validation.outOfRange' }]);
    expect(issuesOf(changed((c) => { c.settings.klaviyoSync = { isActive: true }; })))
      .toEqual([{ path: ['settings', 'klaviyoSync'], message: 'validation.unknownKey' }]);
    expect(issuesOf(changed((c) => { c.customizations.translations.de['no.such.key'] = 'x'; })))
      .toEqual([{ path: ['customizations', 'translations', 'de', 'no.such.key'], message: 'validation.unknownKey' }]);
    expect(issuesOf({ settings: {} })).toEqual([{ path: ['customizations'], message: 'validation.required' }]);
  });

  it('answers only translation keys of VALIDATION_KEYS', () => {
    const bad = changed((c) => {
      c.settings.authMethod = 7;
      c.settings.meButton.display = null;
      c.customizations.content = 'x';
      c.customizations.theme.border = 5;
    });
    const issues = issuesOf(bad);
    expect(issues.length).toBeGreaterThanOrEqual(4);
    for (const i of issues) expect(VALIDATION_KEYS).toContain(i.message);
  });

  it('knows every English text area of the widget', () => {
    const dir = path.join(__dirname, '../../../../src/i18n/en');
    expect(EN_TABLES).toHaveLength(readdirSync(dir).filter((f) => f.endsWith('.ts')).length);
    expect(TEXT_KEYS.has('nav.forYou')).toBe(true);
  });
});

describe('the read path', () => {
  it('drops each setting that fails, keeps the rest as stored, and names what it dropped', () => {
    const raw = { ...DEMO_SETTINGS, privacyPolicy: { isActive: true, privacyPolicy: 'javascript:alert(1)' }, wishlist: { isActive: 'yes' }, klaviyoSync: {} };
    const { settings, invalid } = readableSettings(raw);
    expect(invalid.sort()).toEqual(['klaviyoSync', 'privacyPolicy', 'wishlist']);
    expect(settings.orderLabel).toEqual(DEMO_SETTINGS.orderLabel);
    expect(settings.meButton).toEqual(DEMO_SETTINGS.meButton); // fields the schema does not name stay
    expect(Object.keys(settings)).not.toContain('privacyPolicy');
  });

  it('reads nothing from a value that is not an object', () => {
    expect(readableSettings(null)).toEqual({ settings: {}, invalid: [] });
    expect(readableSettings([1])).toEqual({ settings: {}, invalid: ['settings'] });
  });

  it('keeps the customizations that pass: bad colours, css and content blocks are dropped one by one', () => {
    const { customizations, invalid } = readableCustomizations({
      ...DEMO_CUSTOMIZATIONS, theme: { ...DEMO_CUSTOMIZATIONS.theme, border: 'url(x)' }, customCss: '</style>',
      content: [...DEMO_CUSTOMIZATIONS.content, { id: 'x', target: 'alerts-after', isActive: true, type: 'link', position: 1, url: 'javascript:alert(1)' }],
    });
    expect(invalid).toEqual(['theme.border', 'customCss', `content.${DEMO_CUSTOMIZATIONS.content.length}`]);
    expect(customizations.theme.primary).toBe('#1f6f5c');
    expect(customizations.customCss).toBe('');
    expect(customizations.content).toHaveLength(DEMO_CUSTOMIZATIONS.content.length);
    expect(customizations.translations).toEqual(DEMO_CUSTOMIZATIONS.translations);
  });
});
