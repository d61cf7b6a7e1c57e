import { settings, setting, isActive, loadSettings, resetSettings, features } from '../../src/settings/settings';
import { configureApi } from '../../src/api/client';

beforeEach(() => resetSettings());
afterEach(() => vi.unstubAllGlobals());

function answer(body: unknown, status = 200) {
  const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) => new Response(JSON.stringify(body), { status }));
  vi.stubGlobal('fetch', fetchMock);
  configureApi({ apiBase: 'https://api.test', shopId: 'demo-shop', customerId: () => null, idToken: async () => 't' });
  return fetchMock;
}

test('the variant for the shopper’s country wins, else the one without countries, else the setting is off', async () => {
  answer({
    data: {
      settings: {
        points: [{ countries: ['DE', 'AT'], isActive: true, name: 'Punkte' }, { isActive: true, name: 'Points' }],
        membership: [{ countries: ['FR'], isActive: true }],
        saved: { isActive: true },
        wishlist: { isActive: false },
      },
      features: { profileUpdate: false },
    },
  });
  await loadSettings('demo-shop', 'DE');
  expect(setting('points').name).toBe('Punkte');
  expect(isActive('membership')).toBe(false);
  expect(isActive('saved')).toBe(true);
  expect(isActive('wishlist')).toBe(false);
  expect(isActive('never-configured')).toBe(false);
  expect(features.value).toEqual({ poweredByStatus: true, mrStatus: false, profileUpdate: false, savedv2: true });
  resetSettings();
  answer({ data: { settings: { points: [{ countries: ['DE'], isActive: true, name: 'Punkte' }, { isActive: true, name: 'Points' }] } } });
  await loadSettings('demo-shop', 'US');
  expect(setting('points').name).toBe('Points');
});

test('settings are fetched once per page however often the panel opens', async () => {
  const fetchMock = answer({ data: { settings: {} } });
  await Promise.all([loadSettings('demo-shop', 'US'), loadSettings('demo-shop', 'US')]);
  await loadSettings('demo-shop', 'US');
  expect(fetchMock).toHaveBeenCalledTimes(1);
  expect(String(fetchMock.mock.calls[0][0])).toBe('https://api.test/init/v2/demo-shop/user');
});

test('when settings cannot load, every optional feature reads off and a later open retries', async () => {
  answer({ error: { code: 'x', message: 'down' } }, 503);
  await loadSettings('demo-shop', 'US');
  expect(settings.value).toEqual({});
  expect(isActive('saved')).toBe(false);
  const fetchMock = answer({ data: { settings: { saved: { isActive: true } } } });
  await loadSettings('demo-shop', 'US');
  expect(fetchMock).toHaveBeenCalledTimes(1);
  expect(isActive('saved')).toBe(true);
});
