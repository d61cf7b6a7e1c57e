import { loadPanel } from '../../src/launcher/panel-loader';

const preloads = () => [...document.head.querySelectorAll<HTMLLinkElement>('link[rel=modulepreload]')].map((l) => l.href);

test('opening the panel fetches its other files in parallel, once, next to the launcher script', async () => {
  const base = 'http://shop.test/cdn/assets/status-launcher.js';
  // No panel is served here, so the import fails: the loader must forget it and let a retry try again.
  await expect(loadPanel(base)).rejects.toBeTruthy();
  expect(preloads()).toEqual(['http://shop.test/cdn/assets/chunks/core-test.js']);
  await expect(loadPanel(base)).rejects.toBeTruthy();
  expect(preloads()).toHaveLength(1);
});
