/**
 * Helpers of the accessibility suites (docs/accessibility.md; tests/e2e/a11y.test.ts and
 * keyboard.test.ts): the shopper's words in each language, read from the product's own tables
 * (src/i18n), the store's language prefixes, waiting for the panel to be still (no slide or
 * fade running: axe's contrast check reads the colors on screen), and the matrix's cell runner.
 */
import { readdirSync } from 'node:fs';
import type { Locator, Page } from 'playwright-core';
import { axeViolations } from './browser';
import { SEEN_WITHIN } from './shopper';
import de from '../../src/i18n/de';
import fr from '../../src/i18n/fr';

export type Lang = 'en' | 'de' | 'fr';
export const LANGS: Lang[] = ['en', 'de', 'fr'];

/** The demo store's path prefix per language (Shopify Markets style: `/de/...`, `/fr/...`). */
export const PREFIX: Record<Lang, string> = { en: '', de: '/de', fr: '/fr' };

/** Every English table of src/i18n/en, merged (the panel's English is the same union). */
async function englishTable(): Promise<Record<string, string>> {
  const dir = new URL('../../src/i18n/en/', import.meta.url);
  const files = readdirSync(dir).filter((f) => f.endsWith('.ts'));
  const parts = await Promise.all(files.map((f) => import(new URL(f, dir).href) as Promise<{ default: Record<string, string> }>));
  return Object.assign({}, ...parts.map((p) => p.default));
}

const tables: Partial<Record<Lang, Record<string, string>>> = { de, fr };

/**
 * The product's text for `key` in `lang` with `{name}` placeholders filled, as `t()` does
 * (src/i18n/index.ts; merchant overrides aside). Throws on an unknown key, so a renamed key
 * fails the test rather than waiting for a text that never comes.
 */
export async function texts(lang: Lang): Promise<(key: string, vars?: Record<string, string | number>) => string> {
  tables.en ??= await englishTable();
  const table = { ...tables.en, ...tables[lang] };
  return (key, vars) => {
    const text = table[key];
    if (text === undefined) throw new Error(`no text '${key}' in ${lang}`);
    return vars ? text.replace(/\{(\w+)\}/g, (m, name: string) => (name in vars ? String(vars[name]) : m)) : text;
  };
}

/** The slide-out panel's dialog in any language. */
export const dialogOf = (page: Page): Locator => page.locator('status-panel').getByRole('dialog');

/** Sets `#status-{route}` as a store link would (the panel opens or navigates). */
export async function goRoute(page: Page, route: string): Promise<void> {
  await page.evaluate((r) => {
    location.hash = r ? `#status-${r}` : '#status';
  }, route);
  await dialogOf(page).waitFor({ timeout: SEEN_WITHIN });
}

/**
 * Waits until nothing animates any more in the shadow roots of `hosts` (the dialog's slide-in,
 * the backdrop's fade, a toast's entry); endless animations (loading shimmer) do not count.
 */
export async function still(page: Page, hosts = 'status-panel, status-account, status-toasts'): Promise<void> {
  await page.waitForFunction(
    (sel) =>
      [...document.querySelectorAll(sel)].every((h) =>
        (h.shadowRoot?.getAnimations() ?? []).every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity),
      ),
    hosts,
    { timeout: SEEN_WITHIN, polling: 50 },
  );
}

/**
 * The matrix: `cell(name, ready, selector)` waits for `ready` (what a shopper sees once the state
 * is on screen), lets the panel come to rest, runs axe (WCAG 2.1 A/AA) on `selector`'s element
 * and records violations under the cell's name. A state that never shows is recorded too, so the
 * final `expect(failures).toEqual({})` names every cell that failed and why.
 */
export function matrix(page: Page, lang: Lang) {
  const failures: Record<string, string[]> = {};
  let cells = 0;
  return {
    failures,
    get cells() {
      return cells;
    },
    async cell(name: string, ready: () => Promise<unknown>, selector = 'status-panel'): Promise<boolean> {
      cells++;
      const key = `${lang} × ${name}`;
      try {
        await ready();
        await still(page);
        const found = await axeViolations(page, selector);
        if (found.length) failures[key] = found;
        return true;
      } catch (e) {
        failures[key] = [`state not reached: ${(e as Error).message.split('\n')[0]}`];
        return false;
      }
    },
  };
}

/** Waits for `locator` to be visible, with the suite's patience. */
export const seen = (locator: Locator): Promise<void> => locator.first().waitFor({ state: 'visible', timeout: SEEN_WITHIN });

/** What `keys(page)` found wrong while tabbing: focus that left the open dialog, focus not visible. */
export interface KeyboardFindings { leftDialog: string[]; invisibleFocus: string[] }

/**
 * A keyboard-only shopper: `tabTo(locator)` presses Tab (or Shift+Tab) until `locator` has focus
 * (through open shadow roots), and on every stop on the way records, in `findings`, focus that
 * left the open dialog and any of our controls whose focus is not visible (no outline, no ring).
 * Only our own elements (in shadow roots) are judged for visibility: the store's are the theme's.
 */
export function keys(page: Page) {
  const findings: KeyboardFindings = { leftDialog: [], invisibleFocus: [] };
  /** Reads where focus is after a key press and records what is wrong with it; true when it is on `target`. */
  const look = async (target: Locator): Promise<boolean> => {
    const stop = await target.evaluate((t) => {
      let a: Element | null = document.activeElement;
      while (a?.shadowRoot?.activeElement) a = a.shadowRoot.activeElement;
      const dialog = document.querySelector('status-panel')?.shadowRoot?.querySelector('[role=dialog]');
      const modal = !!dialog && getComputedStyle(dialog).visibility === 'visible';
      const s = a ? getComputedStyle(a) : null;
      const visible = !!s && ((s.outlineStyle !== 'none' && parseFloat(s.outlineWidth) > 0) || s.boxShadow !== 'none');
      const ours = !!a && a.getRootNode() !== document;
      const desc = a ? `${a.tagName.toLowerCase()} '${(a.getAttribute('aria-label') || a.textContent || (a as HTMLInputElement).name || '').trim().slice(0, 40)}'` : 'nothing';
      return { hit: a === t, inDialog: !!a && !!dialog?.contains(a), modal, visible, ours, desc };
    });
    if (stop.modal && !stop.inDialog) findings.leftDialog.push(stop.desc);
    if (stop.ours && !stop.visible) findings.invisibleFocus.push(stop.desc);
    return stop.hit;
  };
  return {
    findings,
    /** Presses Tab (Shift+Tab when `back`) `times` times, judging every stop. */
    async tab(times: number, back = false): Promise<void> {
      for (let i = 0; i < times; i++) {
        await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
        await look(page.locator('status-panel'));
      }
    },
    async tabTo(target: Locator, { back = false, max = 80 } = {}): Promise<void> {
      const el = target.first();
      await el.waitFor({ state: 'visible', timeout: SEEN_WITHIN });
      for (let i = 0; i < max; i++) {
        await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
        if (await look(el)) return;
      }
      throw new Error(`${back ? 'Shift+Tab' : 'Tab'} did not reach ${String(el)} in ${max} presses`);
    },
  };
}

/** True when `locator`'s element has focus (through open shadow roots). */
export const hasFocus = (locator: Locator): Promise<boolean> =>
  locator.first().evaluate((t) => {
    let a: Element | null = document.activeElement;
    while (a?.shadowRoot?.activeElement) a = a.shadowRoot.activeElement;
    return a === t;
  });
