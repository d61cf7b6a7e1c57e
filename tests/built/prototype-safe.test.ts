// @vitest-environment node
// The built widget against what themes do to the prototypes (build/prototype-safe.ts;
// tests/e2e/hostile-js.test.ts runs the whole visit on such pages): no built file assigns one of
// Object.prototype's names on a prototype (it throws once a theme froze Object.prototype), and
// no module namespace object is built by walking its getters with for...in (a theme's enumerable
// junk on Object.prototype becomes a getter there, and defineProperty throws).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from 'vitest';

const DIST = join(__dirname, '..', '..', 'dist');

/** `X.prototype.valueOf=` and the other names Object.prototype has, as minified code writes them. */
const PROTOTYPE_ASSIGNMENT = /\.prototype\.(constructor|hasOwnProperty|isPrototypeOf|propertyIsEnumerable|toLocaleString|toString|valueOf)=(?!=)/;
/** rolldown's namespace helper as built: `for(var r in e)b(n,r,{get:e[r],...})`. */
const NAMESPACE_FOR_IN = /for\(var ([\w$]+) in ([\w$]+)\)[\w$]+\([\w$]+,\1,\{get:\2\[\1\]/;

test("no built file assigns Object.prototype's names on a prototype or walks a namespace's getters with for...in", () => {
  const files = readdirSync(DIST).filter((f) => f.endsWith('.js'));
  expect(files, 'no build: run `npm run build` before this test').toContain('status-panel.js');
  const found = files.flatMap((f) => {
    const text = readFileSync(join(DIST, f), 'utf8');
    return [PROTOTYPE_ASSIGNMENT, NAMESPACE_FOR_IN].filter((re) => re.test(text)).map((re) => `${f}: ${text.match(re)![0]}`);
  });
  expect(found).toEqual([]);
});

test('the checks find what they look for', () => {
  expect(PROTOTYPE_ASSIGNMENT.test('I.prototype.valueOf=function(){return this.value}')).toBe(true);
  expect(PROTOTYPE_ASSIGNMENT.test('Object.defineProperty(I.prototype,"valueOf",{value:function(){}})')).toBe(false);
  expect(PROTOTYPE_ASSIGNMENT.test('e.prototype.toString==null')).toBe(false);
  expect(NAMESPACE_FOR_IN.test('x=(e,t)=>{let n={};for(var r in e)b(n,r,{get:e[r],enumerable:!0});return n}')).toBe(true);
  expect(NAMESPACE_FOR_IN.test('for(var r of Object.keys(e))b(n,r,{get:e[r],enumerable:!0})')).toBe(false);
});
