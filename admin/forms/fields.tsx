/**
 * Shared fields of the form pages: a link field, texts in each widget language, and a list of
 * links. Each field takes the issues of the page and its own path, and shows the issue at that
 * path as Polaris's inline error.
 */
import { BlockStack, Button, FormLayout, InlineStack, Text, TextField } from '@shopify/polaris';
import { useId } from 'react';
import { errorAt, removeAt, replaceAt } from './paths';
import { t } from '../i18n';
import { fieldId } from '../issues';
import type { Issue, Path } from './types';

/** The languages the widget ships (src/i18n): English first, the fallback of the others. */
export const LANGUAGES = ['en', 'de', 'fr'] as const;

/** The language's name in the admin, e.g. 'German'. */
export const languageName = (lang: string): string => t(`forms.language.${lang}`);

interface LinkFieldProps {
  label: string;
  value: string;
  onChange(value: string): void;
  issues: Issue[];
  path: Path;
  helpText?: string;
  placeholder?: string;
}

/**
 * A link a shopper follows: `https://...` or a store path starting with `/` (what the schema
 * accepts); the help text says so unless the caller gives its own.
 */
export function LinkField({ label, value, onChange, issues, path, helpText, placeholder }: LinkFieldProps) {
  return (
    <TextField
      id={fieldId(path)}
      label={label}
      value={value}
      onChange={onChange}
      autoComplete="off"
      type="text"
      inputMode="url"
      placeholder={placeholder ?? '/pages/example'}
      helpText={helpText ?? t('forms.link.help')}
      error={errorAt(issues, path)}
    />
  );
}

interface TextsProps {
  /** what the texts are, e.g. 'Label'; each field is labelled '{label} ({language})' */
  label: string;
  value: Record<string, string>;
  onChange(next: Record<string, string>): void;
  issues: Issue[];
  /** the path of the texts object: each language's field shows the issue at path + [lang] */
  path: Path;
  multiline?: boolean;
  helpText?: string;
}

/**
 * One text per widget language (en, de, fr). An emptied language is removed, so the widget
 * falls back to English for it.
 */
export function TextsByLanguage({ label, value, onChange, issues, path, multiline, helpText }: TextsProps) {
  const set = (lang: string, text: string) => {
    const next = { ...value };
    if (text === '') delete next[lang];
    else next[lang] = text;
    onChange(next);
  };
  return (
    <FormLayout.Group condensed>
      {LANGUAGES.map((lang) => (
        <TextField
          key={lang}
          id={fieldId([...path, lang])}
          label={t('forms.texts.label', { label, language: languageName(lang) })}
          value={value[lang] ?? ''}
          onChange={(text) => set(lang, text)}
          autoComplete="off"
          multiline={multiline ? 2 : undefined}
          placeholder={lang === 'en' ? undefined : value.en}
          helpText={lang === 'en' ? helpText : t('forms.texts.fallback')}
          error={errorAt(issues, [...path, lang])}
        />
      ))}
    </FormLayout.Group>
  );
}

interface LinkListProps {
  /** the list's name, e.g. 'Pages to reload' */
  label: string;
  /** one item's label, e.g. 'Page' (numbered: 'Page 2') */
  itemLabel: string;
  value: string[];
  onChange(next: string[]): void;
  issues: Issue[];
  path: Path;
  helpText?: string;
}

/** A list of links: each a LinkField with Remove, and 'Add' at the end. */
export function LinkList({ label, itemLabel, value, onChange, issues, path, helpText }: LinkListProps) {
  const id = useId();
  return (
    <BlockStack gap="200" role="group" aria-labelledby={id}>
      <Text as="p" id={id} variant="bodyMd" fontWeight="medium">{label}</Text>
      {helpText && <Text as="p" variant="bodySm" tone="subdued">{helpText}</Text>}
      {value.map((item, i) => {
        const name = t('forms.list.item', { item: itemLabel, n: i + 1 });
        return (
          <InlineStack key={i} gap="200" blockAlign="start" wrap={false}>
            <div style={{ flex: 1 }}>
              <LinkField label={name} value={item} onChange={(v) => onChange(replaceAt(value, i, v))} issues={issues} path={[...path, i]} />
            </div>
            <div style={{ paddingTop: 'var(--p-space-600)' }}>
              <Button onClick={() => onChange(removeAt(value, i))} accessibilityLabel={t('forms.list.removeNamed', { name })} ariaDescribedBy={id}>
                {t('forms.list.remove')}
              </Button>
            </div>
          </InlineStack>
        );
      })}
      {errorAt(issues, path) && <Text as="p" tone="critical">{errorAt(issues, path)}</Text>}
      <InlineStack>
        <Button onClick={() => onChange([...value, ''])} ariaDescribedBy={id}>
          {t('forms.list.add', { item: itemLabel })}
        </Button>
      </InlineStack>
    </BlockStack>
  );
}
