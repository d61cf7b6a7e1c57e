// The status icon (the me-button): blink every 20 s, bounce every 7.5 s (docs/product.md#limits),
// moving only the icon (transform, opacity: no layout shift), none under reduced motion, and no
// animation at all between two movements (lib/icon-motion.ts).
import { launcherMarkup } from '../../src/launcher/button';
import { stepAside } from '../../src/launcher/late';
import { parseConfig } from '../../src/settings/read';

const config = parseConfig(JSON.stringify({ shopId: 'demo-shop', apiBase: 'https://api.test', meButton: { display: 'both' } }))!;
const style = () => /<style>([\s\S]*?)<\/style>/.exec(launcherMarkup(config))![1]!;
const keyframes = (name: string) => new RegExp(`@keyframes ${name}\\{((?:[^{}]*\\{[^{}]*\\})*)\\}`).exec(style())![1]!;

afterEach(() => {
  vi.useRealTimers();
  document.body.replaceChildren();
});

test('the icon at rest has no animation, and none is endless: the page draws no frame for it between movements', () => {
  expect(style()).toMatch(/(?:^|\})i\{display:flex\}/);
  expect(style()).not.toMatch(/infinite/);
  expect(style()).toMatch(/i\[b\]\{animation:b \.525s\}/);
  expect(style()).toMatch(/i\[k\]\{animation:k \.4s\}/);
  // both at once (every 60 s): neither cancels the other
  expect(style()).toMatch(/i\[b\]\[k\]\{animation:b \.525s,k \.4s\}/);
  expect(keyframes('b')).toContain('transform:translateY(');
  expect(keyframes('k')).toContain('opacity:');
});

test('the icon bounces 7.5 s after the late half starts and every 7.5 s, blinks every 20 s, and each movement ends', () => {
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
  const host = document.createElement('status-launcher');
  host.attachShadow({ mode: 'open' }).innerHTML = launcherMarkup(config);
  document.body.append(host);
  stepAside(host);
  const icon = host.shadowRoot!.querySelector('i')!;
  const end = (animationName: string) => icon.dispatchEvent(Object.assign(new Event('animationend'), { animationName }));

  vi.advanceTimersByTime(7499);
  expect(icon.hasAttribute('b')).toBe(false);
  vi.advanceTimersByTime(1);
  expect(icon.hasAttribute('b')).toBe(true);
  end('b');
  expect(icon.hasAttribute('b')).toBe(false);
  vi.advanceTimersByTime(7500);
  expect(icon.hasAttribute('b')).toBe(true);
  expect(icon.hasAttribute('k')).toBe(false);
  vi.advanceTimersByTime(5000); // 20 s
  expect(icon.hasAttribute('k')).toBe(true);
  end('b');
  expect(icon.hasAttribute('k')).toBe(true); // the bounce's end leaves the blink running
  end('k');
  expect(icon.hasAttribute('k')).toBe(false);
});

test('the animations are on an HTML element, which Chrome runs on the compositor, not on the <svg>', () => {
  expect(style()).not.toMatch(/svg[^{]*\{[^}]*animation/);
  expect(launcherMarkup(config)).toMatch(/<i><svg [^>]*>.*<\/svg><\/i>/);
});

test('only transform and opacity move, so the page never shifts', () => {
  const frames = style().match(/@keyframes \w+\{(?:[^{}]*\{[^{}]*\})*\}/g)!;
  expect(frames).toHaveLength(2);
  const props = frames.flatMap((f) => [...f.matchAll(/\{([a-z-]+):/g)].map((m) => m[1]));
  expect(new Set(props)).toEqual(new Set(['transform', 'opacity']));
});

test('a shopper who prefers reduced motion sees no animation, whatever the timer sets', () => {
  expect(style()).toMatch(/@media \(prefers-reduced-motion:reduce\)\{i\{animation:none!important\}\}/);
});

test('the button is drawn without any script or timer: the markup is style and button only', () => {
  const html = launcherMarkup(config);
  expect(html).not.toMatch(/<script|on\w+=/i);
});
