// The admin's config store and the form frame around it: the draft, dirty, Discard, Save with
// If-Match, a 400's issues and a 412 (someone else saved first: banner, draft kept).
import { AppProvider, TextField } from '@shopify/polaris';
import en from '@shopify/polaris/locales/en.json';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DEFAULT_CONFIG, type MerchantConfig } from '../../server/api/settings/schema';
import { ConfigProvider } from '../../admin/config-context';
import { createConfigStore } from '../../admin/config-store';
import { FormFrame, type FormPageProps } from '../../admin/form-frame';
import { mockAdminApi } from './helpers';

const saved: MerchantConfig = structuredClone(DEFAULT_CONFIG);
const withCampaign = (c: MerchantConfig, campaign: string): MerchantConfig => ({ ...c, settings: { ...c.settings, utmTracking: { ...c.settings.utmTracking, campaign } } });

/** A form of one field: the UTM campaign. */
function CampaignForm({ config, onChange }: FormPageProps) {
  const u = config.settings.utmTracking as { campaign?: string };
  return <TextField label="Campaign" autoComplete="off" value={u.campaign ?? ''} onChange={(v) => onChange(withCampaign(config, v))} />;
}

function renderFrame(store = createConfigStore()) {
  render(
    <AppProvider i18n={en}>
      <ConfigProvider store={store}>
        <FormFrame route="/admin/settings" title="Settings" subtitle="" Form={CampaignForm} />
      </ConfigProvider>
    </AppProvider>,
  );
  return store;
}

describe('config store', () => {
  it('loads the config, turns dirty on an edit and back on Discard', async () => {
    mockAdminApi({ 'GET /config': () => ({ body: { data: { config: saved, version: 3 } } }), 'GET /sample': () => ({ body: { data: { products: [], shopCurrency: 'USD' } } }) });
    const store = renderFrame();
    await act(() => store.load());
    const field = screen.getByLabelText<HTMLInputElement>('Campaign');
    expect(field.value).toBe('account');
    expect(store.getState().dirty).toBe(false);

    fireEvent.change(field, { target: { value: 'spring' } });
    expect(field.value).toBe('spring');
    expect(store.getState().dirty).toBe(true);

    // typing the saved value back is not a change
    fireEvent.change(field, { target: { value: 'account' } });
    expect(store.getState().dirty).toBe(false);

    fireEvent.change(field, { target: { value: 'spring' } });
    act(() => store.discard());
    expect(field.value).toBe('account');
    expect(store.getState().dirty).toBe(false);
  });

  it('saves with If-Match and takes the new version', async () => {
    const api = mockAdminApi({
      'GET /config': () => ({ body: { data: { config: saved, version: 3 } } }),
      'PUT /config': (init) => ({ body: { data: { config: JSON.parse(String(init.body)), version: 4 } } }),
    });
    const store = createConfigStore();
    await store.load();
    store.change(withCampaign(saved, 'spring'));
    expect(await store.save()).toBe(true);
    const [, init] = api.mock.calls.find(([, i]) => i?.method === 'PUT')!;
    expect((init!.headers as Record<string, string>)['If-Match']).toBe('"3"');
    expect((init!.headers as Record<string, string>).Authorization).toBe('Bearer test-session-token');
    expect(store.getState()).toMatchObject({ version: 4, dirty: false });
  });

  it('refuses to save while the draft has issues, and shows how many fields need attention', async () => {
    const api = mockAdminApi({ 'GET /config': () => ({ body: { data: { config: saved, version: 3 } } }), 'GET /sample': () => ({ body: { data: { products: [], shopCurrency: 'USD' } } }) });
    const store = renderFrame();
    await act(() => store.load());
    act(() => store.change({ ...saved, settings: { ...saved.settings, privacyPolicy: { isActive: true, privacyPolicy: 'javascript:alert(1)' } } }));
    expect(store.getState().issues).toEqual([{ path: ['settings', 'privacyPolicy', 'privacyPolicy'], message: 'validation.link' }]);
    expect(await act(() => store.save())).toBe(false);
    expect(api.mock.calls.some(([, i]) => i?.method === 'PUT')).toBe(false);
    expect(screen.getByText('1 field needs attention before you can save')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Privacy links › privacyPolicy' })).toBeTruthy();
  });

  it("shows the API's 400 issues inline", async () => {
    mockAdminApi({
      'GET /config': () => ({ body: { data: { config: saved, version: 3 } } }),
      'PUT /config': () => ({ status: 400, body: { error: { code: 'invalid-argument', message: 'Invalid', issues: [{ path: ['settings', 'utmTracking', 'campaign'], message: 'validation.tooLong' }] } } }),
    });
    const store = createConfigStore();
    await store.load();
    store.change(withCampaign(saved, 'spring'));
    expect(await store.save()).toBe(false);
    expect(store.getState().issues).toEqual([{ path: ['settings', 'utmTracking', 'campaign'], message: 'validation.tooLong' }]);
    expect(store.getState().draft).toEqual(withCampaign(saved, 'spring'));
  });

  it('on 412 shows the conflict banner, keeps the draft, and loads the latest on request', async () => {
    const theirs = withCampaign(saved, 'theirs');
    let stored = { config: saved, version: 3 };
    mockAdminApi({
      'GET /config': () => ({ body: { data: stored } }),
      'GET /sample': () => ({ body: { data: { products: [], shopCurrency: 'USD' } } }),
      'PUT /config': () => ({ status: 412, body: { error: { code: 'settings-changed', message: 'The settings were changed by someone else' } } }),
    });
    const store = renderFrame();
    await act(() => store.load());
    const field = screen.getByLabelText<HTMLInputElement>('Campaign');
    fireEvent.change(field, { target: { value: 'mine' } });
    stored = { config: theirs, version: 4 };

    expect(await act(() => store.save())).toBe(false);
    expect(screen.getByText('These settings were changed by someone else since you opened them')).toBeTruthy();
    expect(field.value).toBe('mine');
    expect(store.getState()).toMatchObject({ conflict: true, dirty: true, version: 3 });

    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Load the latest' })));
    await act(async () => {});
    expect(screen.queryByText('These settings were changed by someone else since you opened them')).toBeNull();
    expect(screen.getByLabelText<HTMLInputElement>('Campaign').value).toBe('theirs');
    expect(store.getState()).toMatchObject({ conflict: false, dirty: false, version: 4 });
  });
});
