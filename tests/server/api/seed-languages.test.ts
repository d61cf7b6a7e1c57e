// @vitest-environment node
// The seed's languages on a database seeded without them: the DE variant of orderLabel and the German
// merchant translation arrive on the next start; a merchant's own choice is kept.
import { afterAll, expect, it } from 'vitest';
import { openDatabase } from '../../../server/api/index';
import { DEMO_CUSTOMIZATIONS, DEMO_SETTINGS } from '../../../server/seed/db-seed';
import { NOW } from './helpers';
import { createTestDatabase, type TestDatabase } from './test-database';

const databases: TestDatabase[] = [];
afterAll(async () => { await Promise.all(databases.map((d) => d.dispose())); });

it('gives an older database the DE order label and the German translation once, keeping a changed setting', { timeout: 60_000 }, async () => {
  const target = await createTestDatabase({ onDisk: true });
  databases.push(target);
  const where = { url: target.url, dataDir: target.dataDir };
  let db = await openDatabase({ ...where, now: NOW });
  const shop = async () => (await db.query<{ settings: Record<string, unknown>; customizations: Record<string, unknown> }>(
    "SELECT settings, customizations FROM shops WHERE id = 'demo-shop'")).rows[0]!;
  try {
    expect((await shop()).settings.orderLabel).toEqual(DEMO_SETTINGS.orderLabel);
    // As an issue-12 seed left it.
    await db.query(`UPDATE shops SET settings = jsonb_set(settings, '{orderLabel}', '{"display":"status"}'), customizations = customizations - 'translations'`);
  } finally {
    await db.close();
  }
  db = await openDatabase({ ...where, now: NOW });
  try {
    expect((await shop()).settings.orderLabel).toEqual(DEMO_SETTINGS.orderLabel);
    expect((await shop()).customizations.translations).toEqual(DEMO_CUSTOMIZATIONS.translations);
    await db.query(`UPDATE shops SET settings = jsonb_set(settings, '{orderLabel}', '{"display":"name"}'), customizations = jsonb_set(customizations, '{translations}', '{}')`);
  } finally {
    await db.close();
  }
  db = await openDatabase({ ...where, now: NOW });
  try {
    expect((await shop()).settings.orderLabel).toEqual({ display: 'name' });
    expect((await shop()).customizations.translations).toEqual({});
  } finally {
    await db.close();
  }
});
