/**
 * The end-to-end files that run one at a time, after every other file (vitest.e2e.config.ts):
 * those that change or read what every file shares on the run's one stack, and the fault injection,
 * which keeps both cores busy on its own. Every other file runs beside another, so it may not
 * touch what these do (tests/architecture/e2e-side-by-side.test.ts holds that).
 */
export const ONE_AT_A_TIME: Record<string, string> = {
  a11y: "turns the demo shop's quiz, dynamic pages and magic-link sign-in on (PATCH /dev/settings)",
  admin: "saves the demo shop's settings through the merchant's admin",
  bugs: 'switches magic-link sign-in and saved from cart (PATCH /dev/settings), and signs in as the seeded shopper',
  content: "replaces the demo shop's content blocks (PATCH /dev/customizations)",
  'customer-accounts': 'turns loyalty points on (PATCH /dev/settings)',
  faults: 'keeps both cores busy with four pages at once',
  'full-page': 'turns dynamic pages on (PATCH /dev/settings)',
  isolation: 'signs in as the seeded shopper, whom main-job.test.ts signs in beside the others',
  loyalty: 'turns the loyalty integrations on (PATCH /dev/settings), and signs in as the seeded shopper',
  'orders-profile': "signs in as the seeded shopper and changes their orders, addresses and preferences",
  quiz: 'turns the style quiz on (PATCH /dev/settings)',
  'sign-in': 'switches magic-link sign-in (PATCH /dev/settings)',
  tracking: "reads the tracking service's whole log (GET /dev/tracking)",
  xss: "puts hostile text into the demo shop's settings and content",
};

/** The files of ONE_AT_A_TIME, as paths from the repository's root. */
export const ONE_AT_A_TIME_FILES = Object.keys(ONE_AT_A_TIME).map((name) => `tests/e2e/${name}.test.ts`);
