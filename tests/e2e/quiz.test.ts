/**
 * Personalization quizzes and recent collections, in Chromium: with the demo shop's
 * style quiz switched on (PATCH /dev/settings, restored in afterAll), a new customer is sent to
 * the quiz after signing in, answers it and finds the answers in Preferences; a guest answers
 * the quiz, signs in from it, and their answers are saved; two collection pages opened show under
 * 'Recent collections', newest first.
 *
 * Every test makes its own customer (a fresh address).
 */
import { inject } from 'vitest';
import type { Page } from 'playwright-core';
import { axeViolations, switchSettings } from './browser';
import { eventually, openPanel, panel, SEEN_WITHIN, shoppersPerTest, signInWithCode, uniqueEmail } from './shopper';
import { DEMO_QUIZ } from '../../server/seed/db-seed';

const store = inject('storeUrl');
const api = inject('apiUrl');
const shopper = shoppersPerTest();

let restore: (() => Promise<void>) | undefined;
beforeAll(async () => {
  restore = await switchSettings(api, { personalizationQuizzes: { isActive: true, quizzes: [DEMO_QUIZ] } });
});
afterAll(async () => {
  await restore?.();
});

/** Opens the panel at `#status-{route}` as a store link would. */
async function openAt(page: Page, route: string): Promise<void> {
  await page.evaluate((r) => {
    location.hash = `#status-${r}`;
  }, route);
  await panel(page).waitFor({ timeout: SEEN_WITHIN });
}

/** Answers two of the style quiz's fields and saves them. */
async function answerQuiz(page: Page, month: string): Promise<void> {
  const form = panel(page).getByRole('form', { name: 'Style quiz' });
  await form.getByRole('textbox', { name: 'Birthday month' }).fill(month);
  await form.getByRole('radio', { name: 'Combination' }).check();
  await form.getByRole('button', { name: 'Save answers' }).click();
}

/** Preferences shows `month` as the birthday month and 'Combination' as the skin type. */
async function preferencesShow(page: Page, month: string): Promise<void> {
  await openAt(page, 'preferences');
  const prefs = panel(page).getByRole('form', { name: 'Your preferences' });
  await eventually(() => prefs.getByRole('textbox', { name: 'Birthday month' }).inputValue()).toBe(month);
  expect(await prefs.getByRole('radio', { name: 'Combination' }).isChecked()).toBe(true);
}

test('a new customer is sent to the style quiz after signing in, answers it, and finds the answers in Preferences', async () => {
  const { page, watch } = await shopper();
  await page.goto(`${store}/`, { waitUntil: 'load' });
  await openPanel(page);
  await signInWithCode(page, api, uniqueEmail('quiz'));
  await panel(page).getByRole('heading', { name: 'Style quiz' }).waitFor({ timeout: SEEN_WITHIN });
  expect(await axeViolations(page)).toEqual([]);
  const put = page.waitForResponse((r) => r.request().method() === 'PUT' && /\/customer\/demo-shop\/\d+$/.test(r.url()));
  await answerQuiz(page, 'May');
  expect((await put).status()).toBe(200);
  await panel(page).getByText('Thanks, your answers are saved.').waitFor({ timeout: SEEN_WITHIN });
  await preferencesShow(page, 'May');
  expect(watch.errors).toEqual([]);
});

test('a guest answers the quiz, signs in from it, and the answers are saved', async () => {
  const { page, watch } = await shopper();
  await page.goto(`${store}/#status-quiz:style-quiz`, { waitUntil: 'load' });
  await panel(page).getByRole('heading', { name: 'Style quiz' }).waitFor({ timeout: SEEN_WITHIN });
  await answerQuiz(page, 'October');
  await panel(page).getByText('Sign in to save your answers.').waitFor({ timeout: SEEN_WITHIN });
  await signInWithCode(page, api, uniqueEmail('quiz-guest'));
  await panel(page).getByText('Thanks, your answers are saved.').waitFor({ timeout: SEEN_WITHIN });
  await preferencesShow(page, 'October');
  expect(watch.errors).toEqual([]);
});

test('two collection pages the shopper opened show under Recent collections, newest first', async () => {
  const { page, watch } = await shopper();
  const recorded = () => page.evaluate(() => (JSON.parse(localStorage.getItem('status:recent-collections') || '[]') as { name: string }[]).map((e) => e.name));
  await page.goto(`${store}/collections/apparel`, { waitUntil: 'load' });
  await eventually(recorded).toEqual(['apparel']);
  await page.goto(`${store}/collections/home`, { waitUntil: 'load' });
  await eventually(recorded).toEqual(['home', 'apparel']);
  await openPanel(page);
  const recent = panel(page).getByRole('region', { name: 'Recent collections' });
  await recent.waitFor({ timeout: SEEN_WITHIN });
  expect(await recent.getByRole('link').allInnerTexts()).toEqual(['Home', 'Apparel']);
  expect(await axeViolations(page)).toEqual([]);
  await recent.getByRole('link', { name: 'Apparel' }).click();
  // our links to store pages carry the UTM parameters
  await page.waitForURL((url) => url.pathname === '/collections/apparel');
  expect(new URL(page.url()).searchParams.get('utm_source')).toBe('status');
  expect(watch.errors).toEqual([]);
});
