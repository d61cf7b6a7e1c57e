// The build's second minifier (build/minify.ts): terser's passes over every built file, which
// shorten the private property names of build/mangle.json to the same short name in every file
// (the launcher, its late half and the panel share objects). A half-renamed property, or a short
// name that meets another property of the same name, would break an element or a screen without
// an error, so the build refuses both.
import { expect, test } from 'vitest';
import { mangleMapProblems, minifyChunk, readMangleMap } from '../../build/minify';

const MAP = { _near: 'w', _off: 'z' };

test('a private name gets its short name wherever the file reads, writes or defines it, and the code does the same', async () => {
  const code = `export class Shell { _near() { return this._off ? 'upgraded' : 'shell' } }
export const upgrade = (el) => { const before = el._near(); el._off = () => {}; return [before, el._near()]; };`;
  const out = await minifyChunk(code, 2020, MAP);
  expect(out).not.toMatch(/_near|_off/);
  expect(out).toMatch(/\bw\(\)\{return this\.z\?/);
  const run = async (src: string) => {
    const m = await import(`data:text/javascript,${encodeURIComponent(src)}`);
    return m.upgrade(new m.Shell());
  };
  expect(await run(out)).toEqual(['shell', 'upgraded']);
  expect(await run(code)).toEqual(['shell', 'upgraded']);
});

test('names not listed keep their names: cart line properties and page data go to Shopify and the API as written', async () => {
  const out = await minifyChunk(`export const line = (id) => ({ properties: { _status_id: id, _added_by_status: 'true' } });`, 2020, MAP);
  expect(out).toContain('_status_id');
  expect(out).toContain('_added_by_status');
});

test("a signal's value read as a statement stays (reading it subscribes)", async () => {
  const out = await minifyChunk('export function track(s) { s.value; return 1 }', 2020, MAP);
  expect(out).toContain('.value');
});

test('the build refuses a short name the file already uses as a property', async () => {
  await expect(minifyChunk('export const f = (el, o) => { el._near(); return o.w }', 2020, MAP)).rejects.toThrow(/_near's short name 'w' is a property this file uses already/);
  // also in a file without the private name: objects cross files
  await expect(minifyChunk("export const f = (o) => o['z']", 2020, MAP)).rejects.toThrow(/_off's short name 'z'/);
});

test('the build refuses a private name it cannot rename everywhere', async () => {
  await expect(minifyChunk("export const f = (el) => { el._near(); return el.getAttribute('_near') }", 2020, MAP)).rejects.toThrow(/_near left unrenamed/);
});

test('build/mangle.json: private names start with _, no two share a short name, and no DOM element has one', () => {
  const map = readMangleMap();
  expect(Object.keys(map).length).toBeGreaterThan(0);
  expect(mangleMapProblems(map)).toEqual([]);
  const el = document.createElement('div');
  expect(Object.values(map).filter((short) => short in el)).toEqual([]);
});

test('the map check finds a name without the mark, a short name that is no identifier, and a short name used twice', () => {
  expect(mangleMapProblems({ near: 'a', _off: '1x', _a: 'b', _b: 'b' })).toEqual([
    "near: a private name starts with '_' and a letter",
    "_off: '1x' is not a short identifier",
    "_b: 'b' is _a's short name already",
  ]);
});
