import { playEvery } from '../../src/lib/icon-motion';

const ended = (el: Element, animationName: string) => el.dispatchEvent(Object.assign(new Event('animationend'), { animationName }));

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
});
afterEach(() => {
  vi.useRealTimers();
});

test('sets the movement on the element every period, and takes it off when that animation ends', () => {
  const el = document.createElement('i');
  playEvery(el, 'b', 1000);
  expect(el.hasAttribute('b')).toBe(false);
  vi.advanceTimersByTime(1000);
  expect(el.hasAttribute('b')).toBe(true);
  ended(el, 'x');
  expect(el.hasAttribute('b')).toBe(true);
  ended(el, 'b');
  expect(el.hasAttribute('b')).toBe(false);
  vi.advanceTimersByTime(1000);
  expect(el.hasAttribute('b')).toBe(true);
});

test('stopping it ends the movements', () => {
  const el = document.createElement('i');
  const stop = playEvery(el, 'k', 1000);
  stop();
  vi.advanceTimersByTime(5000);
  expect(el.hasAttribute('k')).toBe(false);
});
