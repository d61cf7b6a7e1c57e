// @vitest-environment node
import { stageFiles, checkBudgets, type Budgets, type Manifest } from '../../perf/size-check';
import budgetsJson from '../../perf/budgets.json';

const budgets = budgetsJson as unknown as Budgets;
const manifest: Manifest = {
  'src/panel/index.tsx': { file: 'status-panel.js', isEntry: true, imports: ['_vendor.js'], dynamicImports: ['src/features/orders/screens/orders.tsx', 'src/auth/identity.ts', 'src/i18n/de.ts'] },
  '_vendor.js': { file: 'chunks/vendor-1.js' },
  'src/features/orders/screens/orders.tsx': { file: 'chunks/orders-2.js', src: 'src/features/orders/screens/orders.tsx', isDynamicEntry: true, imports: ['_vendor.js'] },
  'src/auth/identity.ts': { file: 'chunks/identity-3.js', src: 'src/auth/identity.ts', isDynamicEntry: true, imports: ['_fb.js'] },
  '_fb.js': { file: 'chunks/fb-4.js' },
  'src/i18n/de.ts': { file: 'chunks/de-5.js', src: 'src/i18n/de.ts', isDynamicEntry: true },
};
const sized = (brotli: Record<string, number>) => Object.entries(brotli).map(([file, b]) => ({ file, raw: b * 3, gzip: b + 100, brotli: b }));
const ok = { 'status-launcher.js': 1700, 'status-panel.js': 9000, 'chunks/vendor-1.js': 8000, 'chunks/orders-2.js': 3000, 'chunks/identity-3.js': 2000, 'chunks/fb-4.js': 19000, 'chunks/de-5.js': 1500 };

test('a build within every budget passes and files land in their stages', () => {
  const files = stageFiles(sized(ok), manifest, 'status-launcher.js');
  const stage = Object.fromEntries(files.map((f) => [f.file, f.stage]));
  expect(stage).toEqual({
    'status-launcher.js': 'launcher', 'status-panel.js': 'panel', 'chunks/vendor-1.js': 'panel', 'chunks/orders-2.js': 'screens',
    'chunks/identity-3.js': 'identity', 'chunks/fb-4.js': 'identity', 'chunks/de-5.js': 'languages',
  });
  expect(checkBudgets(files, { 'status-launcher.js': ['/x/src/launcher.ts'] }, ['chunks/fb-4.js'], budgets)).toEqual([]);
});

test('a launcher over 2,500 B brotli (with every element shell and the cart observer) fails the build', () => {
  const files = stageFiles(sized({ ...ok, 'status-launcher.js': 2501 }), manifest, 'status-launcher.js');
  expect(checkBudgets(files, {}, [], budgets)).toEqual(['launcher: 2501 B brotli > 2500 B budget']);
});

test("the panel build's other entries (the elements' runtime, the cart sync) are lazy pieces with the per-chunk budget, whatever their order", () => {
  const withElement: Manifest = {
    'src/elements/favorite-button.tsx': { file: 'status-favorite-button.js', src: 'src/elements/favorite-button.tsx', isEntry: true, imports: ['src/panel/index.tsx'] },
    ...manifest,
  };
  const files = stageFiles(sized({ ...ok, 'status-favorite-button.js': 6001 }), withElement, 'status-launcher.js');
  expect(files.find((f) => f.file === 'status-panel.js')!.stage).toBe('panel');
  expect(checkBudgets(files, {}, ['chunks/fb-4.js'], budgets)).toEqual(['screens:src/elements/favorite-button.tsx: 6001 B brotli > 6000 B budget']);
});

test('the panel and its static imports together over 17,000 B fail', () => {
  const files = stageFiles(sized({ ...ok, 'chunks/vendor-1.js': 8001 }), manifest, 'status-launcher.js');
  expect(checkBudgets(files, {}, [], budgets)).toEqual(['panel + For you (without firebase): 17001 B brotli > 17000 B budget']);
});

test('a lazy component chunk is budgeted like a screen', () => {
  const m: Manifest = { ...manifest, 'src/features/sign-in/components/code-form.tsx': { file: 'chunks/code-form-6.js', src: 'src/features/sign-in/components/code-form.tsx', isDynamicEntry: true } };
  const files = stageFiles(sized({ ...ok, 'chunks/code-form-6.js': 6001 }), m, 'status-launcher.js');
  expect(files.find((f) => f.file === 'chunks/code-form-6.js')!.stage).toBe('screens');
  expect(checkBudgets(files, {}, [], budgets)).toEqual(['screens:src/features/sign-in/components/code-form.tsx: 6001 B brotli > 6000 B budget']);
});

test('the Google popup chunk is its own stage with its own budget', () => {
  const m: Manifest = { ...manifest, 'src/auth/google-popup.ts': { file: 'chunks/google-popup-7.js', src: 'src/auth/google-popup.ts', isDynamicEntry: true, imports: ['src/auth/identity.ts'] } };
  const files = stageFiles(sized({ ...ok, 'chunks/google-popup-7.js': 20001 }), m, 'status-launcher.js');
  expect(files.find((f) => f.file === 'chunks/google-popup-7.js')!.stage).toBe('google');
  expect(files.find((f) => f.file === 'chunks/identity-3.js')!.stage).toBe('identity');
  expect(checkBudgets(files, {}, [], budgets)).toEqual(['google:src/auth/google-popup.ts: 20001 B brotli > 20000 B budget']);
});

test('a screen chunk, the identity chunk and a language over budget each fail', () => {
  const files = stageFiles(sized({ ...ok, 'chunks/orders-2.js': 6001, 'chunks/fb-4.js': 21001, 'chunks/de-5.js': 4001 }), manifest, 'status-launcher.js');
  expect(checkBudgets(files, {}, [], budgets)).toEqual([
    'screens:src/features/orders/screens/orders.tsx: 6001 B brotli > 6000 B budget',
    'identity:src/auth/identity.ts: 23001 B brotli > 23000 B budget',
    'languages:src/i18n/de.ts: 4001 B brotli > 4000 B budget',
  ]);
});

test('Preact or firebase inside the launcher, or firebase in the panel, fails', () => {
  const files = stageFiles(sized(ok), manifest, 'status-launcher.js');
  const problems = checkBudgets(files, { 'status-launcher.js': ['/w/node_modules/preact/dist/preact.module.js', '/w/src/panel/index.tsx'] }, ['status-panel.js'], budgets);
  expect(problems).toHaveLength(3);
  expect(problems[0]).toMatch(/status-launcher.js: must not contain .*preact/);
  expect(problems[1]).toMatch(/src\/panel/);
  expect(problems[2]).toMatch(/panel: status-panel.js contains firebase/);
});

test('a build with no launcher or no panel fails', () => {
  const noLauncher = stageFiles(sized({ 'status-panel.js': 100 }), manifest, 'status-launcher.js');
  expect(checkBudgets(noLauncher, {}, [], budgets)).toEqual(['launcher: no launcher file was built']);
  const noPanel = stageFiles(sized({ 'status-launcher.js': 100 }), {}, 'status-launcher.js');
  expect(checkBudgets(noPanel, {}, [], budgets)).toEqual(['panel: no panel entry was built']);
});

test("what a page loads before touch (the late half, an element's body) is stage 'page', each file within the per-chunk budget, and holds neither Preact nor the panel", () => {
  const standalone = ['status-launcher.js', 'status-late.js', 'status-favorite-button.js'];
  const files = stageFiles(sized({ ...ok, 'status-late.js': 4000, 'status-favorite-button.js': 6001 }), manifest, 'status-launcher.js', standalone);
  expect(files.filter((f) => f.stage === 'page').map((f) => f.file)).toEqual(['status-late.js', 'status-favorite-button.js']);
  expect(files.find((f) => f.file === 'status-launcher.js')!.stage).toBe('launcher');
  const problems = checkBudgets(files, { 'status-late.js': ['/w/src/launcher/late.ts'], 'status-favorite-button.js': ['/w/node_modules/preact/dist/preact.module.js'] }, [], budgets);
  expect(problems).toEqual([
    'page:status-favorite-button.js: 6001 B brotli > 6000 B budget',
    "status-favorite-button.js: must not contain /w/node_modules/preact/dist/preact.module.js (matches 'node_modules/preact')",
  ]);
});
