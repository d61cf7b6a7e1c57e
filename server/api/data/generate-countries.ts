/**
 * Regenerates server/api/data/countries.json, the data of `GET /init/countries`, from Shopify's
 * own country list: the English fixture of the npm package @shopify/address-mocks (MIT, Shopify
 * Inc.; the recorded answer of Shopify's address API that @shopify/address uses at checkout).
 *
 *   npx tsx server/api/data/generate-countries.ts [path/to/unpacked/package]
 *
 * Without a path it runs `npm pack @shopify/address-mocks@VERSION` into a temporary folder (no
 * install, nothing added to package.json) and reads that. What is kept per country:
 * - `code` (ISO 3166-1 alpha-2) and `name` (Shopify's English name: 'United States', 'Côte d’Ivoire')
 * - `provinces`: the zones, but only where Shopify's checkout asks for one (its edit format has a
 *   `{province}` field): US states with DC, territories and armed forces, Canadian provinces,
 *   Australian and Mexican states, ... The UK's zones are left out: checkout does not ask.
 * - `zipRequired`: whether the edit format has a `{zip}` field (false for e.g. Hong Kong, Qatar)
 * Sorted by name in English collation.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Country } from '../../../src/api/types';

/** The package version the checked-in countries.json was made from. */
export const SOURCE = '@shopify/address-mocks@3.3.1';

interface ShopifyCountry {
  name: string;
  code: string;
  formatting: { edit: string };
  zones: { name: string; code: string }[];
}

/** Shopify's countries reduced to the `Country` wire shape, sorted by name. */
export function toCountries(source: ShopifyCountry[]): Country[] {
  const byName = new Intl.Collator('en');
  return source
    .map((c) => ({
      code: c.code,
      name: c.name,
      provinces: c.formatting.edit.includes('{province}') ? c.zones.map((z) => ({ code: z.code, name: z.name })) : [],
      zipRequired: c.formatting.edit.includes('{zip}'),
    }))
    .sort((a, b) => byName.compare(a.name, b.name));
}

async function main(): Promise<void> {
  let dir = process.argv[2];
  let tmp: string | undefined;
  if (!dir) {
    tmp = mkdtempSync(join(tmpdir(), 'countries-'));
    execFileSync('npm', ['pack', SOURCE, '--pack-destination', tmp], { stdio: 'inherit' });
    execFileSync('sh', ['-c', 'tar xzf *.tgz'], { cwd: tmp });
    dir = join(tmp, 'package');
  }
  try {
    const fixture = await import(pathToFileURL(join(dir, 'build/esm/fixtures/countries_en.mjs')).href);
    const countries = toCountries(fixture.default.data.countries);
    const out = join(import.meta.dirname, 'countries.json');
    writeFileSync(out, `${JSON.stringify({ source: SOURCE, countries })}\n`);
    console.log(`${countries.length} countries written to ${out}`);
  } finally {
    if (tmp) rmSync(tmp, { recursive: true, force: true });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main();
