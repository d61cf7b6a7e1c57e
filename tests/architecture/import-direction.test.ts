// Imports run one way (docs/architecture.md#rules-the-checks-hold-you-to): views -> stores -> auth flows -> API calls;
// shared modules (pure helpers, i18n, styles, the route table) import only shared modules.
import { execSync } from 'node:child_process';
import { resolve } from 'node:path';
import { describe, expect, test } from 'vitest';
import { against, importsOf, isFeatureIndex, layerOf } from './layers';

/**
 * Imports against the direction that are there on purpose, `file -> import` with why. Keep it short:
 * a new entry needs a reason a newcomer accepts.
 */
const ALLOWED: Record<string, string> = {
  // After a sign-in the steps' runner puts the store-login alert above the panel's screen
  // (panel/widget.ts showPanelNotice); the component stays in the after-login chunk, so the panel
  // entry does not carry it.
  'src/features/sign-in/state/after-login.ts -> src/features/sign-in/components/store-login-alert.tsx': 'store-login alert as the panel notice',
};

const root = resolve(__dirname, '../..');
const sources = execSync('git ls-files --cached --others --exclude-standard src', { cwd: root, encoding: 'utf8' })
  .split('\n')
  .filter((f) => /\.tsx?$/.test(f) && !f.endsWith('.d.ts'));

describe('import direction', () => {
  test('classifies the layers as docs/architecture.md draws them', () => {
    expect(layerOf('src/features/orders/screens/orders.tsx')).toBe('view');
    expect(layerOf('src/features/orders/state/orders.ts')).toBe('state');
    expect(layerOf('src/features/orders/api/orders.ts')).toBe('api');
    expect(layerOf('src/features/orders/lib/order-label.ts')).toBe('shared');
    expect(layerOf('src/panel/router.ts')).toBe('state');
    expect(layerOf('src/panel/nav.tsx')).toBe('view');
    expect(layerOf('src/session/session.ts')).toBe('state');
    expect(layerOf('src/auth/identity.ts')).toBe('auth');
    expect(layerOf('src/api/call.ts')).toBe('api');
    expect(layerOf('src/lib/own.ts')).toBe('shared');
    expect(against('api', 'state')).toBe(true);
    expect(against('state', 'view')).toBe(true);
    expect(against('auth', 'state')).toBe(true);
    expect(against('shared', 'api')).toBe(true);
    expect(against('view', 'api')).toBe(false);
    expect(against('state', 'auth')).toBe(false);
    expect(against('api', 'shared')).toBe(false);
  });

  test('no module of src/ imports a layer above its own (screens -> state -> auth -> api)', () => {
    const wrong: string[] = [];
    const allowedSeen = new Set<string>();
    // a feature's index holds no code: its importers are checked against the modules behind it
    for (const file of sources.filter((f) => !isFeatureIndex(f))) {
      for (const target of importsOf(file)) {
        if (!against(layerOf(file), layerOf(target))) continue;
        const edge = `${file} -> ${target}`;
        if (ALLOWED[edge]) allowedSeen.add(edge);
        else wrong.push(`${edge} (${layerOf(file)} imports ${layerOf(target)})`);
      }
    }
    expect(wrong).toEqual([]);
    // an allowance nothing needs any more goes
    expect(Object.keys(ALLOWED).filter((e) => !allowedSeen.has(e))).toEqual([]);
  });
});
