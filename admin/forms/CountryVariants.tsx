/**
 * The editor of one setting's country-specific values (docs/product.md#data: a setting is one value, or a
 * list of country variants `[{countries: ['DE', 'AT'], ...}, {...}]`; the variant for the
 * shopper's country wins, else the one without countries, else the setting is off). It shows
 * 'All countries' (the variant without countries) and each country variant with the same
 * fields, and 'Add a country-specific value', which asks for a country and starts from a copy
 * of the 'All countries' value. What it writes back keeps the plain shape while there is no
 * country variant: one object, as before; a list once there is one.
 */
import { BlockStack, Box, Button, Divider, InlineError, InlineStack, Select, Tag, Text } from '@shopify/polaris';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { COUNTRIES, countryName } from './countries';
import { errorAt, objList, objOf, removeAt, replaceAt, strList } from './paths';
import { t } from '../i18n';
import type { Issue, Obj, Path } from './types';

/** What a setting's fields are drawn from: one variant, a setter per field, and the variant's path. */
export interface VariantFieldsArgs {
  variant: Obj;
  /** sets one field of this variant (undefined removes it) */
  set(field: string, value: unknown): void;
  /** the variant's path in the config: issues of its fields are at path + [field] */
  path: Path;
  /** false while the 'All countries' variant does not exist yet (the setting is then off outside its countries) */
  exists: boolean;
  /** stable prefix for ids inside this variant */
  idPrefix: string;
}

interface Props {
  /** the setting's name as the merchant sees it, e.g. 'Order title' */
  name: string;
  /** id of the setting's heading: the buttons here are described by it (their names stay short and alike, so a label search for the setting finds only its own field) */
  headingId: string;
  /** the setting's current value: an object, a list of variants, or undefined */
  value: unknown;
  /** the setting's next value (undefined removes the setting) */
  onChange(next: unknown): void;
  issues: Issue[];
  /** the setting's path, e.g. ['settings', 'orderLabel'] */
  path: Path;
  fields(args: VariantFieldsArgs): ReactNode;
  /** level of the variants' headings, one below the setting's */
  headingAs?: 'h3' | 'h4' | 'h5';
}

const hasCountries = (v: Obj): boolean => strList(v.countries).length > 0;

/** The setting's variants and whether it is stored as a list. */
function variantsOf(value: unknown): { list: Obj[]; asList: boolean } {
  if (Array.isArray(value)) return { list: objList(value), asList: true };
  if (value && typeof value === 'object') return { list: [objOf(value)], asList: false };
  return { list: [], asList: false };
}

/** The stored shape of `list`: nothing, one object (no country variants) or the list. */
function stored(list: Obj[]): unknown {
  if (list.length === 0) return undefined;
  if (list.length === 1 && !hasCountries(list[0]!)) return list[0];
  return list;
}

export function CountryVariants({ name, headingId, value, onChange, issues, path, fields, headingAs = 'h4' }: Props) {
  const base = useId();
  const { list, asList } = variantsOf(value);
  const generalIndex = list.findIndex((v) => !hasCountries(v));
  const used = new Set(list.flatMap((v) => strList(v.countries)));
  const free = COUNTRIES.filter((c) => !used.has(c.code));
  const [adding, setAdding] = useState(false);
  const [pick, setPick] = useState('');
  // Keyboard users land on the country list the button opened, and back on the button after.
  const shown = useRef(adding);
  useEffect(() => {
    if (shown.current === adding) return;
    shown.current = adding;
    document.getElementById(adding ? `${base}-pick` : `${base}-add`)?.focus();
  }, [adding, base]);

  const pathOf = (i: number): Path => (asList ? [...path, i] : path);
  const update = (i: number, next: Obj) => onChange(stored(replaceAt(list, i, next)));
  const setField = (i: number) => (field: string, v: unknown) => {
    const next = { ...list[i] } as Obj;
    if (v === undefined) delete next[field];
    else next[field] = v;
    update(i, next);
  };
  // Editing 'All countries' before it exists creates it (first, so it reads as the base value).
  const setGeneralField = (field: string, v: unknown) => {
    if (generalIndex >= 0) return setField(generalIndex)(field, v);
    onChange(stored([{ [field]: v }, ...list]));
  };

  const addVariant = () => {
    if (!pick) return;
    const { countries: _ignored, ...copy } = generalIndex >= 0 ? list[generalIndex]! : ({} as Obj);
    onChange(stored([...list, { ...copy, countries: [pick] }]));
    setAdding(false);
    setPick('');
  };

  const countryOptions = (extra?: string) => free.filter((c) => c.code !== extra).map((c) => ({ label: c.name, value: c.code }));

  return (
    <BlockStack gap="400">
      <BlockStack gap="300">
        <Text as={headingAs} variant="headingSm">{t('forms.countries.all')}</Text>
        {generalIndex < 0 && list.length > 0 && <Text as="p" tone="subdued">{t('forms.countries.noGeneral')}</Text>}
        {fields({
          variant: generalIndex >= 0 ? list[generalIndex]! : {},
          set: setGeneralField,
          path: generalIndex >= 0 ? pathOf(generalIndex) : asList ? [...path, list.length] : path,
          exists: generalIndex >= 0,
          idPrefix: `${base}-all`,
        })}
      </BlockStack>
      {list.map((variant, i) => {
        if (i === generalIndex) return null;
        const codes = strList(variant.countries);
        const names = codes.map(countryName).join(', ');
        const vPath = pathOf(i);
        const addId = `${base}-${i}-add-country`;
        const countriesError = errorAt(issues, [...vPath, 'countries']);
        return (
          <BlockStack key={i} gap="300">
            <Divider />
            <Text as={headingAs} variant="headingSm">{t('forms.countries.for', { countries: names })}</Text>
            <InlineStack gap="200" wrap>
              {codes.map((code) => (
                <Tag
                  key={code}
                  onRemove={codes.length > 1 ? () => update(i, { ...variant, countries: codes.filter((c) => c !== code) }) : undefined}
                  accessibilityLabel={codes.length > 1 ? t('forms.countries.removeCountry', { country: countryName(code) }) : undefined}
                >
                  {countryName(code)}
                </Tag>
              ))}
            </InlineStack>
            <Select
              id={addId}
              label={t('forms.countries.addCountry')}
              options={countryOptions()}
              placeholder={t('forms.countries.choose')}
              value=""
              onChange={(code) => code && update(i, { ...variant, countries: [...codes, code] })}
            />
            {countriesError && <InlineError message={countriesError} fieldID={addId} />}
            {fields({ variant, set: setField(i), path: vPath, exists: true, idPrefix: `${base}-${i}` })}
            <InlineStack>
              <Button tone="critical" onClick={() => onChange(stored(removeAt(list, i)))} ariaDescribedBy={headingId}>
                {t('forms.countries.removeNamed', { countries: names })}
              </Button>
            </InlineStack>
          </BlockStack>
        );
      })}
      <Divider />
      {adding ? (
        <Box>
          <BlockStack gap="200">
            <Select
              id={`${base}-pick`}
              label={t('forms.countries.country')}
              helpText={t('forms.countries.countryHelp', { setting: name })}
              options={countryOptions()}
              placeholder={t('forms.countries.choose')}
              value={pick}
              onChange={setPick}
            />
            <InlineStack gap="200">
              <Button variant="primary" onClick={addVariant} disabled={!pick} ariaDescribedBy={headingId}>
                {t('forms.countries.confirm')}
              </Button>
              <Button onClick={() => { setAdding(false); setPick(''); }}>{t('forms.cancel')}</Button>
            </InlineStack>
          </BlockStack>
        </Box>
      ) : (
        <InlineStack>
          <Button id={`${base}-add`} onClick={() => setAdding(true)} ariaDescribedBy={headingId}>
            {t('forms.countries.add')}
          </Button>
        </InlineStack>
      )}
    </BlockStack>
  );
}
