// The bundle compiles JSX in the classic way (build/classic-jsx.ts): `<div/>` becomes
// `h('div')`, so a parameter or variable named `h` or `Fragment` in a .tsx file turns every
// element below it into a call of that value, and the screen fails with 'h is not a function'
// (the receipt's skeleton did, on every direct link to a receipt).
import { expect, test } from 'vitest';

const sources = import.meta.glob<string>('../../src/**/*.tsx', { eager: true, query: '?raw', import: 'default' });

/** Bindings of `h` / `Fragment`: parameters (`(h,`, `, h)`, `h =>`) and declarations (`const h`). */
const BINDING = /(?:[(,]\s*(?:h|Fragment)\s*[,)=:]|\b(?:const|let|var|function)\s+(?:h|Fragment)\b|\b(?:h|Fragment)\s*=>)/;

test('no .tsx file names a parameter or variable h or Fragment, which the classic JSX factory needs', () => {
  const found = Object.entries(sources).filter(([, src]) => BINDING.test(src)).map(([file]) => file);
  expect(found).toEqual([]);
});

test('the check finds such a binding', () => {
  expect(BINDING.test('{[1, 2].map((h, i) => <div style={h} />)}')).toBe(true);
  expect(BINDING.test('const h = 4;')).toBe(true);
  expect(BINDING.test('const height = 4; <p class={hidden} />')).toBe(false);
});
