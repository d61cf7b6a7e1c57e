// Switching the panel's language (src/i18n/index.ts): the merchant's own wording wins over the
// language table, and keeps winning when something switches the language again later (the page
// elements' boot does, without the merchant's texts), whichever of two overlapping switches ends last.
import { expect, test } from 'vitest';
import { setLanguage, t, language } from '../../src/i18n';

const MERCHANT = { 'nav.forYou': 'Für Sie' };

test("shows the shop's own 'Für Sie' over the German table's 'Für dich'", async () => {
  await setLanguage('de', MERCHANT);
  expect(language.value).toBe('de');
  expect(t('nav.forYou')).toBe('Für Sie');
});

test("keeps the shop's own wording when the page elements switch to German again afterwards", async () => {
  await setLanguage('de', MERCHANT);
  await setLanguage('de');
  expect(t('nav.forYou')).toBe('Für Sie');
});

test("keeps the shop's own wording when the elements' switch started first and finishes last", async () => {
  await setLanguage('en', {});
  const elements = setLanguage('de');
  const settings = setLanguage('de', MERCHANT);
  await Promise.all([settings, elements]);
  expect(t('nav.forYou')).toBe('Für Sie');
});
