/**
 * Renders a form page inside Polaris's AppProvider (English), with a config that onChange
 * replaces, as the admin's config store does; `changes` records every config reported.
 */
import { AppProvider } from '@shopify/polaris';
import en from '@shopify/polaris/locales/en.json';
import { render } from '@testing-library/react';
import { useState, type ComponentType } from 'react';
import { DEFAULT_CONFIG, type Issue, type MerchantConfig } from '../../../server/api/settings/schema';
import type { FormPageProps } from '../../../admin/forms/types';

/** A fresh copy of the schema's default config, with `patch` applied to settings and customizations. */
export function configWith(patch: { settings?: Record<string, unknown>; customizations?: Record<string, unknown> } = {}): MerchantConfig {
  const c = structuredClone(DEFAULT_CONFIG);
  return {
    settings: { ...c.settings, ...patch.settings } as MerchantConfig['settings'],
    customizations: { ...c.customizations, ...patch.customizations } as MerchantConfig['customizations'],
  };
}

/** Renders `Page` over `config`; each onChange is recorded and becomes the page's config. */
export function renderPage(Page: ComponentType<FormPageProps>, config: MerchantConfig, issues: Issue[] = []) {
  const changes: MerchantConfig[] = [];
  function Host() {
    const [current, setCurrent] = useState(config);
    return (
      <Page
        config={current}
        issues={issues}
        onChange={(next) => {
          changes.push(next);
          setCurrent(next);
        }}
      />
    );
  }
  const view = render(
    <AppProvider i18n={en}>
      <Host />
    </AppProvider>,
  );
  return { ...view, changes, last: () => changes[changes.length - 1] };
}
