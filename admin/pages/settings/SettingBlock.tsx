/**
 * One setting of docs/product.md#data as a form block: its heading, its 'All countries' value and
 * country-specific values (forms/CountryVariants.tsx), each drawn from the setting's field list
 * (definitions.ts), and the validation issues no field of it shows. Used by the Settings page
 * and, for the me-button, by the Look page.
 */
import { BlockStack, Button, Checkbox, InlineError, InlineStack, Select, Text, TextField } from '@shopify/polaris';
import { useId } from 'react';
import { CountryVariants, type VariantFieldsArgs } from '../../forms/CountryVariants';
import { LANGUAGES, LinkField, LinkList, TextsByLanguage } from '../../forms/fields';
import { errorAt, objList, objOf, removeAt, replaceAt, str, strList, textsOf, unclaimed, withField } from '../../forms/paths';
import { fieldId } from '../../issues';
import { hasText, issueText, t } from '../../i18n';
import type { Issue, Obj, Path } from '../../forms/types';
import { fieldPath, type FieldSpec, type SettingDef } from './definitions';

/** The text key of a field's label: `name` is the setting's heading, so a field called name reads `nameField`. */
const labelKey = (key: string, field: string): string => `settings.${key}.${field === 'name' ? 'nameField' : field}`;

/** The help text of `key`'s field, when the table has one. */
const help = (key: string, field: string): string | undefined => (hasText(`settings.${key}.${field}Help`) ? t(`settings.${key}.${field}Help`) : undefined);

interface FieldProps extends VariantFieldsArgs {
  settingKey: string;
  spec: FieldSpec;
  issues: Issue[];
}

/** One field of one variant of a setting. */
function SettingField({ settingKey: key, spec, variant, set, path, exists, issues }: FieldProps) {
  const at = fieldPath(path, spec);
  const error = errorAt(issues, at);
  const id = fieldId(at);
  switch (spec.kind) {
    case 'active':
      return (
        <Checkbox
          id={id}
          label={t(`settings.${key}.isActive`)}
          helpText={help(key, 'isActive')}
          checked={exists && variant.isActive !== false}
          onChange={(on) => set('isActive', on)}
          error={error}
        />
      );
    case 'check':
      return (
        <Checkbox
          id={id}
          label={t(labelKey(key, spec.field))}
          helpText={help(key, spec.field)}
          checked={variant[spec.field] === true}
          onChange={(on) => set(spec.field, on)}
          error={error}
        />
      );
    case 'text':
      return (
        <TextField
          id={id}
          label={t(labelKey(key, spec.field))}
          helpText={help(key, spec.field)}
          value={str(variant[spec.field])}
          onChange={(v) => set(spec.field, v === '' ? undefined : v)}
          autoComplete="off"
          error={error}
        />
      );
    case 'link':
      return (
        <LinkField
          label={t(labelKey(key, spec.field))}
          helpText={help(key, spec.field)}
          value={str(variant[spec.field])}
          onChange={(v) => set(spec.field, v === '' ? undefined : v)}
          issues={issues}
          path={at}
        />
      );
    case 'links':
      return (
        <LinkList
          label={t(labelKey(key, spec.field))}
          itemLabel={t(`settings.${key}.${spec.field}Item`)}
          helpText={help(key, spec.field)}
          value={strList(variant[spec.field])}
          onChange={(v) => set(spec.field, v)}
          issues={issues}
          path={at}
        />
      );
    case 'texts':
      return (
        <TextsByLanguage
          label={t(labelKey(key, spec.field))}
          helpText={help(key, spec.field)}
          value={textsOf(variant[spec.field])}
          onChange={(v) => set(spec.field, Object.keys(v).length ? v : undefined)}
          issues={issues}
          path={at}
        />
      );
    case 'labelledLinks':
      return (
        <LabelledLinks
          label={t(labelKey(key, spec.field))}
          itemLabel={t(`settings.${key}.${spec.field}Item`)}
          helpText={help(key, spec.field)}
          value={objList(variant[spec.field])}
          onChange={(v) => set(spec.field, v)}
          issues={issues}
          path={at}
        />
      );
    case 'select': {
      const current = str(variant[spec.field]) || spec.fallback;
      const options = spec.options.map((value) => ({ value, label: t(`settings.${key}.${spec.field}Options.${value}`) }));
      // A value the admin has no name for stays choosable, so opening the page changes nothing.
      if (!spec.options.includes(current)) options.push({ value: current, label: current });
      return (
        <Select
          id={id}
          label={t(labelKey(key, spec.field))}
          helpText={help(key, spec.field)}
          options={options}
          value={current}
          onChange={(v) => set(spec.field, v)}
          error={error}
        />
      );
    }
  }
}

interface LabelledLinksProps {
  label: string;
  itemLabel: string;
  helpText?: string;
  value: Obj[];
  onChange(next: Obj[]): void;
  issues: Issue[];
  path: Path;
}

/** A list of links with a label in each language (privacy conditions): each with its link, labels and Remove. */
function LabelledLinks({ label, itemLabel, helpText, value, onChange, issues, path }: LabelledLinksProps) {
  const headingId = useId();
  return (
    <BlockStack gap="300">
      <BlockStack gap="100">
        <Text as="p" variant="bodyMd" fontWeight="medium" id={headingId}>{label}</Text>
        {helpText && <Text as="p" variant="bodySm" tone="subdued">{helpText}</Text>}
      </BlockStack>
      {value.map((item, i) => {
        const name = t('forms.list.item', { item: itemLabel, n: i + 1 });
        const set = (field: string, v: unknown) => onChange(replaceAt(value, i, withField(item, field, v)));
        return (
          <BlockStack key={i} gap="200">
            <Text as="p" variant="bodySm" fontWeight="semibold">{name}</Text>
            <LinkField label={t('forms.link.label')} value={str(item.url)} onChange={(v) => set('url', v || undefined)} issues={issues} path={[...path, i, 'url']} />
            <TextsByLanguage
              label={t('forms.link.text')}
              value={textsOf(item.label)}
              onChange={(v) => set('label', Object.keys(v).length ? v : undefined)}
              issues={issues}
              path={[...path, i, 'label']}
            />
            <InlineStack>
              <Button onClick={() => onChange(removeAt(value, i))} accessibilityLabel={t('forms.list.removeNamed', { name })} ariaDescribedBy={headingId}>
                {t('forms.list.remove')}
              </Button>
            </InlineStack>
          </BlockStack>
        );
      })}
      <InlineStack>
        <Button onClick={() => onChange([...value, { url: '' }])} ariaDescribedBy={headingId}>{t('forms.list.add', { item: itemLabel })}</Button>
      </InlineStack>
    </BlockStack>
  );
}

export interface SettingProps {
  def: SettingDef;
  settings: Obj;
  setSetting(key: string, value: unknown): void;
  issues: Issue[];
  /** the heading's level: h3 under a section's h2 (Settings), h2 in a card of its own (Look) */
  headingAs?: 'h2' | 'h3';
}

/** One setting: its heading, help, its variants' fields, and what issues no field shows. */
export function SettingBlock({ def, settings, setSetting, issues, headingAs = 'h3' }: SettingProps) {
  const headingId = useId();
  const path: Path = ['settings', def.key];
  const name = t(`settings.${def.key}.name`);
  const value = settings[def.key];
  // Issues on the setting as a whole (or a field this form does not show) are listed under it.
  const shown: Path[] = [];
  const variants: [Path, Obj][] = Array.isArray(value) ? value.map((v, i) => [[...path, i], objOf(v)]) : [[path, objOf(value)]];
  for (const [vPath, variant] of variants) {
    shown.push([...vPath, 'countries']);
    for (const spec of def.fields) {
      const at = fieldPath(vPath, spec);
      shown.push(at);
      if (spec.kind === 'links') strList(variant[spec.field]).forEach((_, i) => shown.push([...at, i]));
      if (spec.kind === 'texts') LANGUAGES.forEach((lang) => shown.push([...at, lang]));
      if (spec.kind === 'labelledLinks') {
        objList(variant[spec.field]).forEach((_, i) => shown.push([...at, i, 'url'], ...LANGUAGES.map((lang) => [...at, i, 'label', lang])));
      }
    }
  }
  const rest = unclaimed(issues, path, shown);
  return (
    <section>
      <BlockStack gap="300">
        <BlockStack gap="100">
          <Text as={headingAs} variant={headingAs === 'h2' ? 'headingLg' : 'headingMd'} id={headingId}>{name}</Text>
          {hasText(`settings.${def.key}.description`) && <Text as="p" tone="subdued">{t(`settings.${def.key}.description`)}</Text>}
        </BlockStack>
        {rest.map((issue, i) => (
          <InlineError key={i} message={issueText(issue.message)} fieldID={headingId} />
        ))}
        <CountryVariants
          name={name}
          headingId={headingId}
          headingAs={headingAs === 'h2' ? 'h3' : 'h4'}
          value={value}
          onChange={(next) => setSetting(def.key, next)}
          issues={issues}
          path={path}
          fields={(args) => (
            <BlockStack gap="300">
              {def.fields.map((spec) => (
                <SettingField key={spec.kind === 'active' ? 'isActive' : spec.field} settingKey={def.key} spec={spec} issues={issues} {...args} />
              ))}
            </BlockStack>
          )}
        />
      </BlockStack>
    </section>
  );
}

