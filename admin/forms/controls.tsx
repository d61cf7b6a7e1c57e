/**
 * Small shared controls of the list editors: Move up / Move down / Remove for one item of a
 * list, a whole-number field, and a country picker (chosen countries as tags, a list to add one).
 */
import { BlockStack, Button, InlineError, InlineStack, Select, Tag, Text, TextField } from '@shopify/polaris';
import { COUNTRIES, countryName } from './countries';
import { errorAt } from './paths';
import type { Issue, Path } from './types';
import { t } from '../i18n';
import { fieldId } from '../issues';

interface ItemControlsProps {
  index: number;
  count: number;
  onMove(by: number): void;
  onRemove(): void;
  /** id of the item's heading, which describes each button ('Move up', described by 'Block 2: Link button') */
  describedBy: string;
}

/** Move up, Move down and Remove for item `index` of `count`; removing asks nothing (the save bar can discard it). */
export function ItemControls({ index, count, onMove, onRemove, describedBy }: ItemControlsProps) {
  return (
    <InlineStack gap="200">
      <Button onClick={() => onMove(-1)} disabled={index === 0} ariaDescribedBy={describedBy}>{t('forms.list.moveUp')}</Button>
      <Button onClick={() => onMove(1)} disabled={index === count - 1} ariaDescribedBy={describedBy}>{t('forms.list.moveDown')}</Button>
      <Button tone="critical" onClick={onRemove} ariaDescribedBy={describedBy}>{t('forms.list.remove')}</Button>
    </InlineStack>
  );
}

interface NumberFieldProps {
  label: string;
  value: unknown;
  /** the number, or undefined when emptied */
  onChange(next: number | undefined): void;
  issues: Issue[];
  path: Path;
  helpText?: string;
  min?: number;
  max?: number;
  suffix?: string;
}

/** A whole number; what is not a number while typing is kept out (the schema checks the range). */
export function NumberField({ label, value, onChange, issues, path, helpText, min, max, suffix }: NumberFieldProps) {
  return (
    <TextField
      id={fieldId(path)}
      label={label}
      type="number"
      inputMode="numeric"
      value={typeof value === 'number' && Number.isFinite(value) ? String(value) : ''}
      onChange={(v) => {
        const n = Number.parseInt(v, 10);
        onChange(v.trim() === '' || Number.isNaN(n) ? undefined : n);
      }}
      min={min}
      max={max}
      step={1}
      suffix={suffix}
      autoComplete="off"
      helpText={helpText}
      error={errorAt(issues, path)}
    />
  );
}

interface CountryPickerProps {
  label: string;
  value: string[];
  onChange(next: string[]): void;
  issues: Issue[];
  path: Path;
  helpText?: string;
}

/** Countries chosen as tags (each removable) and a list to add another. */
export function CountryPicker({ label, value, onChange, issues, path, helpText }: CountryPickerProps) {
  const id = fieldId(path);
  const error = errorAt(issues, path) ?? value.map((_, i) => errorAt(issues, [...path, i])).find(Boolean);
  return (
    <div>
      {value.length > 0 && (
        <div style={{ marginBottom: 'var(--p-space-200)' }}>
          <InlineStack gap="200" wrap>
            {value.map((code) => (
              <Tag key={code} onRemove={() => onChange(value.filter((c) => c !== code))} accessibilityLabel={t('forms.countries.removeCountry', { country: countryName(code) })}>
                {countryName(code)}
              </Tag>
            ))}
          </InlineStack>
        </div>
      )}
      <Select
        id={id}
        label={label}
        helpText={helpText}
        placeholder={t('forms.countries.choose')}
        options={COUNTRIES.filter((c) => !value.includes(c.code)).map((c) => ({ label: c.name, value: c.code }))}
        value=""
        onChange={(code) => code && onChange([...value, code])}
      />
      {error && <InlineError message={error} fieldID={id} />}
    </div>
  );
}

/** A fresh id for a new list item: `{prefix}-{time}-{n}` (the schema's id pattern: letters, digits, '-'). */
let counter = 0;
export const newId = (prefix: string): string => `${prefix}-${Date.now().toString(36)}-${(counter++).toString(36)}`;

/** A form card's heading (h2) with the line under it that says what the card is for. */
export function SectionHeading({ title, description }: { title: string; description: string }) {
  return (
    <BlockStack gap="100">
      <Text as="h2" variant="headingLg">{title}</Text>
      <Text as="p" tone="subdued">{description}</Text>
    </BlockStack>
  );
}
