/** The config store in React: one store for the app (ConfigProvider), read with useConfig. */
import { createContext, useContext, useSyncExternalStore, type ReactNode } from 'react';
import type { ConfigState, ConfigStore } from './config-store';

const Context = createContext<ConfigStore | null>(null);

export function ConfigProvider({ store, children }: { store: ConfigStore; children: ReactNode }) {
  return <Context.Provider value={store}>{children}</Context.Provider>;
}

/** The store and its current state; re-renders on every change. @throws outside ConfigProvider */
export function useConfig(): [ConfigState, ConfigStore] {
  const store = useContext(Context);
  if (!store) throw new Error('useConfig outside ConfigProvider');
  return [useSyncExternalStore(store.subscribe, store.getState), store];
}
