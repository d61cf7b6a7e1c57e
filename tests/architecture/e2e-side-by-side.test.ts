// The end-to-end files run two at a time against one stack (vitest.e2e.config.ts), but for those
// of tests/e2e/one-at-a-time.ts, which run alone, after them. A file beside another must not change
// or read what every file shares: the demo shop's settings and content, the tracking service's
// whole log, or a seeded shopper's sign-in, which another file beside it would race for the same
// mailed code. A file that starts a stack of its own shares none of that.
import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { expect, test } from 'vitest';
import { ONE_AT_A_TIME } from '../e2e/one-at-a-time';

const e2e = resolve(__dirname, '../e2e');

/** What a file beside another may not do, by what it would touch. */
const SHARED: Array<[what: string, pattern: RegExp]> = [
  ["the demo shop's settings", /\b(?:patchSettings|switchSettings)\(|\/dev\/settings\b/],
  ["the demo shop's content", /\/dev\/customizations\b/],
  ["the tracking service's whole log", /\/dev\/tracking\b/],
];

/** A seeded shopper's address written out (uniqueEmail makes every other one). */
const SEEDED = /'([a-z]+@example\.com)'/g;

/** What each of `sources` (file name → text) does that a file beside another may not: 'file: what' lines. */
function sideBySideProblems(sources: Record<string, string>): string[] {
  const problems: string[] = [];
  const bySeeded = new Map<string, string[]>();
  for (const [file, text] of Object.entries(sources)) {
    for (const [what, pattern] of SHARED) if (pattern.test(text)) problems.push(`${file}: ${what}`);
    if (/\bstartStack\(/.test(text)) continue;
    for (const email of new Set([...text.matchAll(SEEDED)].map((m) => m[1]!))) bySeeded.set(email, [...(bySeeded.get(email) ?? []), file]);
  }
  for (const [email, files] of bySeeded) if (files.length > 1) problems.push(`${files.join(', ')}: all sign in as ${email}`);
  return problems;
}

test('the files that run side by side touch nothing another file shares', () => {
  const sources = Object.fromEntries(
    readdirSync(e2e)
      .filter((f) => f.endsWith('.test.ts') && !(f.slice(0, -'.test.ts'.length) in ONE_AT_A_TIME))
      .map((f) => [f, readFileSync(resolve(e2e, f), 'utf8')]),
  );
  expect(Object.keys(sources).length).toBeGreaterThan(10);
  expect(sideBySideProblems(sources)).toEqual([]);
});

test('the check names a file that switches settings, and two files that sign in as one seeded shopper', () => {
  expect(
    sideBySideProblems({
      'a.test.ts': "await switchSettings(api, { quiz: true }); await signInWithCode(page, api, 'shopper@example.com');",
      'b.test.ts': "await signInWithCode(page, api, 'shopper@example.com');",
      'c.test.ts': "const stack = await startStack({}); await signInWithCode(page, stack.apiUrl, 'shopper@example.com');",
    }),
  ).toEqual(["a.test.ts: the demo shop's settings", 'a.test.ts, b.test.ts: all sign in as shopper@example.com']);
});

test('every file that runs alone exists, and says why', () => {
  for (const [name, why] of Object.entries(ONE_AT_A_TIME)) {
    expect(readdirSync(e2e), name).toContain(`${name}.test.ts`);
    expect(why.length, name).toBeGreaterThan(10);
  }
});
