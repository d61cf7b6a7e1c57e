// @vitest-environment node
// What themes do to the prototypes, against the third-party code the panel bundles
// (build/prototype-safe.ts). A frozen Object.prototype makes a strict assignment of a name it has
// (`valueOf`, `constructor`) throw, so the build turns Preact's and Preact signals' assignments
// into definitions; enumerable junk on Object.prototype is walked by a `for...in`, so the
// bundler's runtime walks own keys. Each case runs its code on such a prototype: in a fresh `vm`
// context for snippets, in a child Node for the installed packages (happy-dom for Preact's render).
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { runInNewContext } from 'node:vm';
import { expect, test } from 'vitest';
import { prototypeSafeCode } from '../../build/prototype-safe-code';

/** `code`'s `result` after it runs as strict code in a new context after `page` (what the theme did); JSON, or 'TypeError: ...'. */
function runOn(page: string, code: string): string {
  try {
    return JSON.stringify(runInNewContext(`'use strict'; ${page}; var result; ${code}; result`));
  } catch (e) {
    return `${(e as Error).name}: ${(e as Error).message}`;
  }
}
const FROZEN = 'Object.freeze(Object.prototype)';
const runFrozen = (code: string) => runOn(FROZEN, code);

const SIGNAL = `function S(v) { this.v = v }
S.prototype.valueOf = function () { return this.v }, S.prototype.toString = function () { return this.v + '' };
S.prototype.peek = function () { return this.v };
result = [new S(2) + 1, String(new S(3)), new S(4).peek()];`;

test('a class that defines valueOf and toString on its prototype works on a page with a frozen Object.prototype', () => {
  expect(runFrozen(SIGNAL)).toMatch(/^TypeError: Cannot assign to read only property 'valueOf'/);
  const out = prototypeSafeCode(SIGNAL, 'prototype methods');
  expect(out).toMatchObject({ count: 2, left: 0 });
  expect(runFrozen(out.code)).toBe('[3,"3",4]');
  // what is no Object.prototype name stays an assignment
  expect(out.code).toContain('S.prototype.peek = function');
});

const ASSIGN = `function assign(to, from) { for (var k in from) to[k] = from[k]; return to }
var vnode = { type: 'p', constructor: undefined, props: { a: 1 } };
var copy = assign({}, vnode);
var merged = assign({ b: 2 }, { c: 3 });
function inner(assign) { return assign({}, { d: 4 }) }
result = [Object.keys(copy), copy !== vnode, merged, inner(function (to, from) { return from })];`;

test("Preact's copy of a vnode (assign({}, vnode), which has an own constructor) works on a page with a frozen Object.prototype", () => {
  expect(runFrozen(ASSIGN)).toMatch(/^TypeError: Cannot assign to read only property 'constructor'/);
  const out = prototypeSafeCode(ASSIGN, 'fresh copies');
  expect(out).toMatchObject({ count: 1, left: 0 });
  expect(out.code).toContain('var copy = {...vnode};');
  // a copy into an existing object, and a call of another function of the same name, stay as they are
  expect(out.code).toContain('assign({ b: 2 }, { c: 3 })');
  expect(out.code).toContain('return assign({}, { d: 4 })');
  expect(runFrozen(out.code)).toBe('[["type","constructor","props"],true,{"b":2,"c":3},{"d":4}]');
});

test('a prototype assignment whose value is used is counted as left, for the build to refuse', () => {
  const out = prototypeSafeCode('function S() {}\nvar f = S.prototype.toString = function () { return "s" };', 'prototype methods');
  expect(out).toMatchObject({ count: 0, left: 1 });
});

// rolldown's runtime helper for a module namespace object (a chunk's `import()` of a module another chunk holds)
const NAMESPACE = `var __defProp = Object.defineProperty;
var __exportAll = (all, no_symbols) => {
  let target = {};
  for (var name in all) __defProp(target, name, { get: all[name], enumerable: true });
  return target;
};
var ns = __exportAll({ completeGoogleRedirect: () => function () { return 'done' } });
result = [Object.keys(ns), ns.completeGoogleRedirect()];`;

test("the bundler's module namespace objects work on a page with `Object.prototype.themeFlag = true`", () => {
  const junk = 'Object.prototype.themeFlag = true';
  expect(runOn(junk, NAMESPACE)).toMatch(/^TypeError: Getter must be a function: true/);
  const out = prototypeSafeCode(NAMESPACE, 'own keys');
  expect(out).toMatchObject({ count: 1, left: 0 });
  expect(out.code).toContain('for (var name of Object.keys(all))');
  expect(runOn(junk, out.code)).toBe('[["completeGoogleRedirect"],"done"]');
});

/** Runs `script` (an ES module) in a child Node and returns what it prints. */
const node = (script: string) => execFileSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8' }).trim();
const require = createRequire(import.meta.url);
/** A `data:` URL of the installed module `file` (the one a browser build resolves), rewritten by the build's transform (or as published when `raw`). */
function moduleUrl(file: string, raw = false): string {
  const code = readFileSync(new URL(`../../node_modules/${file}`, import.meta.url), 'utf8');
  const rewrite = file.startsWith('preact/') ? 'fresh copies' : 'prototype methods';
  return `data:text/javascript;base64,${Buffer.from(raw ? code : prototypeSafeCode(code, rewrite).code).toString('base64')}`;
}

test('the installed @preact/signals-core, as built, works with a frozen Object.prototype', () => {
  const script = (url: string) => `Object.freeze(Object.prototype);
    try {
      const { signal, computed } = await import(${JSON.stringify(url)});
      const s = signal(1);
      const double = computed(() => s.value * 2);
      s.value = 2;
      console.log(JSON.stringify([String(s), +double, JSON.stringify({ s })]));
    } catch (e) { console.log(e.message) }`;
  const file = '@preact/signals-core/dist/signals-core.module.js';
  expect(node(script(moduleUrl(file, true)))).toMatch(/Cannot assign to read only property 'valueOf'/);
  expect(node(script(moduleUrl(file)))).toBe(JSON.stringify(['2', 4, '{"s":2}']));
});

test("the installed preact, as built, renders a component's fragment with a frozen Object.prototype", () => {
  const script = (url: string) => `import { Window } from ${JSON.stringify(require.resolve('happy-dom'))};
    globalThis.document = new Window().document;
    Object.freeze(Object.prototype);
    try {
      const { h, render, Fragment } = await import(${JSON.stringify(url)});
      const App = () => h(Fragment, null, h('p', null, 'For you'), h('p', null, 'Orders'));
      render(h(App), document.body);
      console.log(document.body.innerHTML);
    } catch (e) { console.log(e.message) }`;
  const file = 'preact/dist/preact.module.js';
  expect(node(script(moduleUrl(file, true)))).toMatch(/Cannot assign to read only property 'constructor'/);
  expect(node(script(moduleUrl(file)))).toBe('<p>For you</p><p>Orders</p>');
});
