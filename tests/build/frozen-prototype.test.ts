// @vitest-environment node
// A theme that freezes Object.prototype (vite.config.ts 'status-frozen-prototype-safe'): in strict
// code an assignment of a name Object.prototype has (`valueOf`, `constructor`) then throws, so the
// build turns the assignments Preact and Preact signals make into definitions. Each case runs its
// code with a frozen Object.prototype: in a fresh `vm` context for snippets, in a child Node for
// the installed packages (with happy-dom for Preact's render).
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { runInNewContext } from 'node:vm';
import { expect, test } from 'vitest';
import { defineInheritedOverrides } from '../../vite.config';

/** `code`'s `result` after it runs as strict code in a new context whose Object.prototype is frozen; JSON, or 'TypeError: ...'. */
function runFrozen(code: string): string {
  try {
    return JSON.stringify(runInNewContext(`'use strict'; Object.freeze(Object.prototype); var result; ${code}; result`));
  } catch (e) {
    return `${(e as Error).name}: ${(e as Error).message}`;
  }
}

const SIGNAL = `function S(v) { this.v = v }
S.prototype.valueOf = function () { return this.v }, S.prototype.toString = function () { return this.v + '' };
S.prototype.peek = function () { return this.v };
result = [new S(2) + 1, String(new S(3)), new S(4).peek()];`;

test('a class that defines valueOf and toString on its prototype works on a page with a frozen Object.prototype', () => {
  expect(runFrozen(SIGNAL)).toMatch(/^TypeError: Cannot assign to read only property 'valueOf'/);
  const out = defineInheritedOverrides(SIGNAL);
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
  const out = defineInheritedOverrides(ASSIGN);
  expect(out).toMatchObject({ count: 1, left: 0 });
  expect(out.code).toContain('var copy = {...vnode};');
  // a copy into an existing object, and a call of another function of the same name, stay as they are
  expect(out.code).toContain('assign({ b: 2 }, { c: 3 })');
  expect(out.code).toContain('return assign({}, { d: 4 })');
  expect(runFrozen(out.code)).toBe('[["type","constructor","props"],true,{"b":2,"c":3},{"d":4}]');
});

test('a prototype assignment whose value is used is counted as left, for the build to refuse', () => {
  const out = defineInheritedOverrides('function S() {}\nvar f = S.prototype.toString = function () { return "s" };');
  expect(out).toMatchObject({ count: 0, left: 1 });
});

/** Runs `script` (an ES module) in a child Node and returns what it prints. */
const node = (script: string) => execFileSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8' }).trim();
const require = createRequire(import.meta.url);
/** A `data:` URL of the installed module `file` (the one a browser build resolves), rewritten by the build's transform (or as published when `raw`). */
function moduleUrl(file: string, raw = false): string {
  const code = readFileSync(new URL(`../../node_modules/${file}`, import.meta.url), 'utf8');
  return `data:text/javascript;base64,${Buffer.from(raw ? code : defineInheritedOverrides(code).code).toString('base64')}`;
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
