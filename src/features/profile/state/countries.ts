/**
 * The countries store (docs/product.md#api-calls `GET /init/countries`, 9 'country data 157788000000 ms'): the
 * countries and provinces of the address form, kept in memory and in localStorage for
 * COUNTRIES_MAX_AGE_MS, so a page reload asks nothing. A stored copy that is expired, from the
 * future or malformed is ignored and fetched again; blocked storage leaves the copy in memory only.
 */
import { signal, type ReadonlySignal } from '@preact/signals';
import { ApiError } from '../../../api/client';
import type { Country } from '../../../api/types';
import { fetchCountries } from '../api/countries';

/** How long country data is reused, ms (docs/product.md#limits: about five years). */
export const COUNTRIES_MAX_AGE_MS = 157_788_000_000;
/** localStorage key of `{savedAt: epoch ms, countries: Country[]}`. */
export const COUNTRIES_STORAGE_KEY = 'status:countries';

export interface CountriesState { loading: boolean; error: ApiError | null; data: Country[] | null }

const state = signal<CountriesState>({ loading: false, error: null, data: null });
/** The country list (null until loaded), and the load's progress and failure. */
export const countries: ReadonlySignal<CountriesState> = state;

let savedAt = 0;
let pending: Promise<void> | null = null;

const text = (v: unknown): v is string => typeof v === 'string' && v !== '';
const named = (v: unknown): v is { code: string; name: string } => !!v && typeof v === 'object' && text((v as Country).code) && text((v as Country).name);

/** The valid countries of `raw` (each with a code and a name; provinces likewise); null when none is. */
function countriesFrom(raw: unknown): Country[] | null {
  const list = (Array.isArray(raw) ? raw : []).filter(named).map((c) => {
    const { code, name, provinces, zipRequired } = c as Country;
    return { code, name, provinces: (Array.isArray(provinces) ? provinces : []).filter(named).map((p) => ({ code: p.code, name: p.name })), zipRequired: zipRequired !== false };
  });
  return list.length ? list : null;
}

const fresh = (at: number, now: number) => at <= now && now - at < COUNTRIES_MAX_AGE_MS;

function readStored(now: number): Country[] | null {
  try {
    const v = JSON.parse(localStorage.getItem(COUNTRIES_STORAGE_KEY) || 'null') as { savedAt?: unknown; countries?: unknown } | null;
    if (!v || typeof v.savedAt !== 'number' || !fresh(v.savedAt, now)) return null;
    const list = countriesFrom(v.countries);
    if (list) savedAt = v.savedAt;
    return list;
  } catch {
    return null; // blocked storage or corrupt JSON: fetch
  }
}

function store(list: Country[], now: number): void {
  try {
    localStorage.setItem(COUNTRIES_STORAGE_KEY, JSON.stringify({ savedAt: now, countries: list }));
  } catch {
    /* storage blocked or full: memory is enough for this page */
  }
}

async function fetchList(now: number): Promise<void> {
  state.value = { ...state.value, loading: true, error: null };
  try {
    const list = countriesFrom((await fetchCountries())?.countries);
    if (!list) throw new ApiError(200, 'bad-response', 'error.generic', 'GET /init/countries: no countries');
    savedAt = now;
    store(list, now);
    state.value = { loading: false, error: null, data: list };
  } catch (error) {
    state.value = { ...state.value, loading: false, error: error as ApiError };
  }
}

/**
 * Makes `countries` hold the list: from memory or localStorage while fresh, else from the API.
 * Concurrent calls share one request. Never throws; a failure lands in `countries.value.error`.
 * @param now the current epoch ms (tests)
 */
export function loadCountries(now = Date.now()): Promise<void> {
  if (state.value.data && fresh(savedAt, now)) return Promise.resolve();
  const stored = readStored(now);
  if (stored) {
    state.value = { loading: false, error: null, data: stored };
    return Promise.resolve();
  }
  return (pending ??= fetchList(now).finally(() => (pending = null)));
}

/** Test helper: forgets the list held in memory (a new page). */
export function forgetCountries(): void {
  savedAt = 0;
  pending = null;
  state.value = { loading: false, error: null, data: null };
}
