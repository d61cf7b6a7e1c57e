/**
 * The merchant's config as the admin edits it: the saved config and its version (from
 * GET .../config), the draft the forms change, whether the draft differs (`dirty`), its issues
 * (the shared schema's `checkMerchantConfig`, plus those of the API's last 400), and the save
 * (PUT with `If-Match: "<version>"`). A 412 (someone else saved since this page loaded) keeps the
 * draft and sets `conflict`, so nothing is overwritten silently; `loadLatest` then takes the
 * stored config. The draft is app state: switching pages inside the admin keeps it.
 * A plain subscribable store (React reads it with useSyncExternalStore, config-context.tsx).
 */
import { checkMerchantConfig, type Issue, type MerchantConfig } from '../server/api/settings/schema';
import { AdminApiError, adminCall } from './api';

export type LoadStatus = 'loading' | 'ready' | 'failed';

export interface ConfigState {
  status: LoadStatus;
  /** the stored config, null until loaded */
  saved: MerchantConfig | null;
  /** the stored config's version (the ETag's value) */
  version: number | null;
  /** what the forms show and change, null until loaded */
  draft: MerchantConfig | null;
  /** the draft differs from the stored config */
  dirty: boolean;
  /** what needs fixing before Save: the schema's issues of the draft, then the API's last 400's */
  issues: Issue[];
  saving: boolean;
  /** the last save met a newer version (412): the draft is kept, nothing was written */
  conflict: boolean;
  /** translation key of the last load or save failure (not a 400 or 412), or null */
  error: string | null;
}

type ConfigAnswer = { config: MerchantConfig; version: number };

/** Structural equality of JSON values; object key order does not matter. */
export function sameJson(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (Array.isArray(a) || Array.isArray(b)) {
    return Array.isArray(a) && Array.isArray(b) && a.length === b.length && a.every((x, i) => sameJson(x, b[i]));
  }
  if (!a || !b || typeof a !== 'object' || typeof b !== 'object') return false;
  const ka = Object.keys(a).filter((k) => (a as Record<string, unknown>)[k] !== undefined);
  const kb = Object.keys(b).filter((k) => (b as Record<string, unknown>)[k] !== undefined);
  return ka.length === kb.length && ka.every((k) => sameJson((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]));
}

const samePath = (a: Issue['path'], b: Issue['path']) => a.length === b.length && a.every((x, i) => String(x) === String(b[i]));

export interface ConfigStore {
  getState(): ConfigState;
  subscribe(listener: () => void): () => void;
  /** Loads the stored config into both saved and draft. Never throws (a failure sets `error`). */
  load(): Promise<void>;
  /** Replaces the draft (a form's edit). */
  change(next: MerchantConfig): void;
  /** Saves the draft; resolves true when stored. Refused (false) while issues exist or a save runs. Never throws. */
  save(): Promise<boolean>;
  /** Puts the draft back to the stored config. */
  discard(): void;
  /** After a conflict: takes the stored config (and its version) as saved and draft. Never throws. */
  loadLatest(): Promise<void>;
}

/** A config store over the admin API (`call` is swappable for tests). */
export function createConfigStore(call: typeof adminCall = adminCall): ConfigStore {
  let state: ConfigState = { status: 'loading', saved: null, version: null, draft: null, dirty: false, issues: [], saving: false, conflict: false, error: null };
  // the API's issues of the last refused save, shown until the draft changes
  let serverIssues: Issue[] = [];
  const listeners = new Set<() => void>();

  const derive = (next: Partial<ConfigState>): ConfigState => {
    const merged = { ...state, ...next };
    const own = merged.draft ? checkMerchantConfig(merged.draft) : { ok: true as const };
    const local = own.ok ? [] : own.issues;
    const issues = [...local, ...serverIssues.filter((s) => !local.some((l) => samePath(l.path, s.path)))];
    return { ...merged, issues, dirty: !!merged.draft && !!merged.saved && !sameJson(merged.draft, merged.saved) };
  };
  const set = (next: Partial<ConfigState>) => {
    state = derive(next);
    for (const l of [...listeners]) l();
  };
  const take = ({ config, version }: ConfigAnswer) => {
    serverIssues = [];
    set({ status: 'ready', saved: config, draft: config, version, conflict: false, error: null });
  };
  const fetchConfig = async () => (await call<ConfigAnswer>('GET', '/config')).data;

  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async load() {
      set({ status: state.saved ? state.status : 'loading', error: null });
      try {
        take(await fetchConfig());
      } catch {
        set({ status: state.saved ? 'ready' : 'failed', error: 'config.loadFailed' });
      }
    },
    change(next) {
      serverIssues = [];
      set({ draft: next, error: null });
    },
    async save() {
      if (!state.draft || state.saving || state.issues.length || state.version === null) return false;
      const sent = state.draft;
      set({ saving: true, error: null });
      try {
        const { data } = await call<ConfigAnswer>('PUT', '/config', { body: sent, headers: { 'If-Match': `"${state.version}"` } });
        serverIssues = [];
        // edits made while the save ran stay in the draft
        const draft = sameJson(state.draft, sent) ? data.config : state.draft;
        set({ saving: false, saved: data.config, version: data.version, draft, conflict: false });
        return true;
      } catch (e) {
        const status = e instanceof AdminApiError ? e.status : 0;
        if (status === 400 && e instanceof AdminApiError && e.issues.length) {
          serverIssues = e.issues;
          set({ saving: false });
        } else if (status === 412) set({ saving: false, conflict: true });
        else set({ saving: false, error: 'config.saveFailed' });
        return false;
      }
    },
    discard() {
      serverIssues = [];
      set({ draft: state.saved, error: null });
    },
    async loadLatest() {
      try {
        take(await fetchConfig());
      } catch {
        set({ error: 'config.loadFailed' });
      }
    },
  };
}
