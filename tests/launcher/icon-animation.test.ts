// The status icon (the me-button): blink every 20 s, bounce every 7.5 s (docs/product.md#limits), by CSS
// alone, moving only the icon (transform, opacity: no layout shift), none under reduced motion.
import { launcherMarkup } from '../../src/launcher/button';
import { parseConfig } from '../../src/settings/read';

const config = parseConfig(JSON.stringify({ shopId: 'demo-shop', apiBase: 'https://api.test', meButton: { display: 'both' } }))!;
const style = () => /<style>([\s\S]*?)<\/style>/.exec(launcherMarkup(config))![1]!;

test('the icon bounces every 7.5 s and blinks every 20 s', () => {
  const rule = /(?:^|\})i\{display:flex;animation:([^}]*)\}/.exec(style())![1]!;
  const [bounce, blink] = rule.split(',').map((a) => a.trim().split(/\s+/));
  const keyframes = (name: string) => new RegExp(`@keyframes ${name}\\{((?:[^{}]*\\{[^{}]*\\})*)\\}`).exec(style())![1]!;
  expect(bounce!.slice(1, 4)).toEqual(['7.5s', '7.5s', 'infinite']);
  expect(keyframes(bounce![0]!)).toContain('transform:translateY(');
  expect(blink!.slice(1, 4)).toEqual(['20s', '20s', 'infinite']);
  expect(keyframes(blink![0]!)).toContain('opacity:');
});

test('the animations are on an HTML element, which Chrome runs on the compositor, not on the <svg>', () => {
  expect(style()).not.toMatch(/svg\{[^}]*animation/);
  expect(launcherMarkup(config)).toMatch(/<i><svg [^>]*>.*<\/svg><\/i>/);
});

test('only transform and opacity move, so the page never shifts', () => {
  const frames = style().match(/@keyframes \w+\{(?:[^{}]*\{[^{}]*\})*\}/g)!;
  expect(frames).toHaveLength(2);
  const props = frames.flatMap((f) => [...f.matchAll(/\{([a-z-]+):/g)].map((m) => m[1]));
  expect(new Set(props)).toEqual(new Set(['transform', 'opacity']));
});

test('a shopper who prefers reduced motion sees no animation', () => {
  expect(style()).toMatch(/@media \(prefers-reduced-motion:reduce\)\{i\{animation:none\}\}/);
});

test('the button is drawn without any script or timer: the markup is style and button only', () => {
  const html = launcherMarkup(config);
  expect(html).not.toMatch(/<script|on\w+=/i);
});
