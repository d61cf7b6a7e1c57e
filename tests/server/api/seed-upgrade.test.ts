// @vitest-environment node
// An older seed upgraded. The demo quiz: seeded with the personalizationQuizzes setting off (its login trigger
// would open it when the seeded shopper signs in), and given to an older seed whose list is empty,
// without switching it on or replacing a merchant's own quizzes; and an older seed's content block
// image named with the demo store's PNG.
import { afterAll, expect, it } from 'vitest';
import { openDatabase } from '../../../server/api/index';
import { DEMO_QUIZ, upgradeSeed } from '../../../server/seed/db-seed';
import { createTestDatabase, type TestDatabase } from './test-database';

const databases: TestDatabase[] = [];
afterAll(async () => { await Promise.all(databases.map((d) => d.dispose())); });

it('seeds the style quiz switched off, and an older seed without quizzes gets it once', { timeout: 60_000 }, async () => {
  const target = await createTestDatabase({ onDisk: true });
  databases.push(target);
  const db = await openDatabase({ url: target.url, dataDir: target.dataDir });
  const quizzes = async () => (await db.query("SELECT settings -> 'personalizationQuizzes' AS q FROM shops WHERE id = 'demo-shop'")).rows[0]!.q;
  try {
    expect(await quizzes()).toEqual({ isActive: false, quizzes: [DEMO_QUIZ] });
    expect(DEMO_QUIZ).toMatchObject({ handle: 'style-quiz', trigger: 'login', reminder: true, isActive: true });

    await db.query(`UPDATE shops SET settings = jsonb_set(settings, '{personalizationQuizzes}', '{"isActive": true, "quizzes": []}')`);
    await upgradeSeed(db);
    expect(await quizzes()).toEqual({ isActive: true, quizzes: [DEMO_QUIZ] });

    const own = { isActive: true, quizzes: [{ handle: 'mine', isActive: true, fields: ['skinType'] }] };
    await db.query(`UPDATE shops SET settings = jsonb_set(settings, '{personalizationQuizzes}', $1::jsonb)`, [JSON.stringify(own)]);
    await upgradeSeed(db);
    expect(await quizzes()).toEqual(own);
  } finally {
    await db.close();
  }
});

it('names the PNG image in the demo content block of a seed written when product images were SVG', { timeout: 60_000 }, async () => {
  const target = await createTestDatabase({ onDisk: true });
  databases.push(target);
  const db = await openDatabase({ url: target.url, dataDir: target.dataDir });
  const content = async () => JSON.stringify((await db.query("SELECT customizations -> 'content' AS c FROM shops WHERE id = 'demo-shop'")).rows[0]!.c);
  try {
    expect(await content()).toContain('"/images/canvas-tote.png"');
    await db.query(`UPDATE shops SET customizations = replace(customizations::text, '/images/canvas-tote.png', '/images/canvas-tote.svg')::jsonb`);
    expect(await content()).toContain('"/images/canvas-tote.svg"');
    await upgradeSeed(db);
    expect(await content()).toContain('"/images/canvas-tote.png"');
    expect(await content()).not.toContain('.svg');
  } finally {
    await db.close();
  }
});
