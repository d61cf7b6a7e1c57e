/**
 * The app inside its providers: Polaris's AppProvider (its English strings, internal links as
 * client-side navigation) and the config store. Tests render this with a mocked `shopify`.
 */
import { AppProvider, type AppProviderProps } from '@shopify/polaris';
import polarisEn from '@shopify/polaris/locales/en.json';
import { useState, type AnchorHTMLAttributes, type ComponentProps, type MouseEvent } from 'react';

type LinkLikeComponentProps = ComponentProps<NonNullable<AppProviderProps['linkComponent']>>;
import { App } from './app';
import { ConfigProvider } from './config-context';
import { createConfigStore, type ConfigStore } from './config-store';
import { isAppLink, navigate } from './router';

/** Polaris's links: the admin's own routes navigate inside the app; others are plain links. */
function AppLink({ url, external, children, onClick, ...rest }: LinkLikeComponentProps) {
  const own = !external && isAppLink(url);
  return (
    <a
      {...(rest as AnchorHTMLAttributes<HTMLAnchorElement>)}
      href={url}
      onClick={(e) => {
        (onClick as ((e: MouseEvent<HTMLAnchorElement>) => void) | undefined)?.(e);
        if (own && !e.defaultPrevented && e.button === 0 && !e.metaKey && !e.ctrlKey && !e.shiftKey && !e.altKey) {
          e.preventDefault();
          navigate(url);
        }
      }}
    >
      {children}
    </a>
  );
}

export function Root({ store: given }: { store?: ConfigStore }) {
  const [store] = useState(() => given ?? createConfigStore());
  return (
    <AppProvider i18n={polarisEn} linkComponent={AppLink}>
      <ConfigProvider store={store}>
        <App />
      </ConfigProvider>
    </AppProvider>
  );
}
