/**
 * The widget's texts in the merchant's words: overrides of any shopper-facing string in English,
 * German or French (customizations.translations[lang][key]), found by searching the English
 * text. Lists the matches ten a page, each with its English text, the widget's own translation
 * as the placeholder, and a field for the override (emptied: the widget's own text again).
 */
import { BlockStack, Checkbox, Pagination, Select, Text, TextField } from '@shopify/polaris';
import { useMemo, useState } from 'react';
import de from '../../../src/i18n/de';
import fr from '../../../src/i18n/fr';
import { EN_TABLES } from '../../../server/api/settings/text-keys';
import { LANGUAGES, languageName } from '../../forms/fields';
import { errorAt } from '../../forms/paths';
import type { Issue } from '../../forms/types';
import { t } from '../../i18n';
import { fieldId } from '../../issues';

/** How many texts one page of matches shows. */
export const TEXTS_PER_PAGE = 10;

/** Every widget text: key and English, sorted by English text. */
const ENGLISH: { key: string; en: string }[] = Object.entries(Object.assign({}, ...EN_TABLES) as Record<string, string>)
  .map(([key, en]) => ({ key, en }))
  .sort((a, b) => a.en.localeCompare(b.en, 'en'));

/** The widget's own tables of the other languages. */
const OWN: Record<string, Record<string, string>> = { de: de as Record<string, string>, fr: fr as Record<string, string> };

/** The widget's own text of `key` in `lang` (English for 'en'). */
const ownText = (lang: string, key: string, en: string): string => (lang === 'en' ? en : OWN[lang]?.[key] ?? en);

/**
 * The texts matching `query` (case-insensitive, in the English text or the key), exact
 * matches first, then those starting with it, then the rest; all when the query is empty.
 */
export function matchTexts(query: string): { key: string; en: string }[] {
  const q = query.trim().toLocaleLowerCase('en');
  if (!q) return ENGLISH;
  const rank = (en: string) => (en.toLocaleLowerCase('en') === q ? 0 : en.toLocaleLowerCase('en').startsWith(q) ? 1 : 2);
  return ENGLISH.filter((x) => x.en.toLocaleLowerCase('en').includes(q) || x.key.toLocaleLowerCase('en').includes(q))
    .sort((a, b) => rank(a.en) - rank(b.en));
}

interface Props {
  translations: Record<string, Record<string, string> | undefined>;
  onChange(next: Record<string, Record<string, string>>): void;
  issues: Issue[];
}

export function LanguageTexts({ translations, onChange, issues }: Props) {
  const [query, setQuery] = useState('');
  const [lang, setLang] = useState<string>('de');
  const [onlyChanged, setOnlyChanged] = useState(false);
  const [page, setPage] = useState(0);
  const mine = translations[lang] ?? {};
  const matches = useMemo(() => matchTexts(query).filter((x) => !onlyChanged || Object.hasOwn(mine, x.key)), [query, onlyChanged, mine]);
  const pages = Math.max(1, Math.ceil(matches.length / TEXTS_PER_PAGE));
  const current = Math.min(page, pages - 1);
  const shown = matches.slice(current * TEXTS_PER_PAGE, (current + 1) * TEXTS_PER_PAGE);

  const setText = (key: string, text: string) => {
    const table = { ...mine };
    if (text === '') delete table[key];
    else table[key] = text;
    const next: Record<string, Record<string, string>> = {};
    for (const [l, tbl] of Object.entries(translations)) if (tbl) next[l] = tbl;
    if (Object.keys(table).length) next[lang] = table;
    else delete next[lang];
    onChange(next);
  };

  return (
    <BlockStack gap="400">
      <TextField
        label={t('look.texts.search')}
        helpText={t('look.texts.searchHelp')}
        value={query}
        onChange={(v) => { setQuery(v); setPage(0); }}
        autoComplete="off"
        type="search"
        clearButton
        onClearButtonClick={() => { setQuery(''); setPage(0); }}
      />
      <Select
        label={t('look.texts.language')}
        options={LANGUAGES.map((l) => ({ value: l, label: languageName(l) }))}
        value={lang}
        onChange={(v) => { setLang(v); setPage(0); }}
      />
      <Checkbox label={t('look.texts.onlyChanged')} checked={onlyChanged} onChange={(v) => { setOnlyChanged(v); setPage(0); }} />
      <div role="status">
        <Text as="p" tone="subdued">{t('look.texts.count', { count: matches.length })}</Text>
      </div>
      <BlockStack gap="400" as="ul">
        {shown.map(({ key, en }) => {
          const path = ['customizations', 'translations', lang, key];
          return (
            <li key={key} style={{ listStyle: 'none' }}>
              <TextField
                id={fieldId(path)}
                label={t('look.texts.override', { language: languageName(lang), text: en })}
                helpText={t('look.texts.key', { key })}
                placeholder={ownText(lang, key, en)}
                value={mine[key] ?? ''}
                onChange={(v) => setText(key, v)}
                autoComplete="off"
                error={errorAt(issues, path)}
              />
            </li>
          );
        })}
      </BlockStack>
      {pages > 1 && (
        <Pagination
          hasPrevious={current > 0}
          onPrevious={() => setPage(current - 1)}
          hasNext={current < pages - 1}
          onNext={() => setPage(current + 1)}
          label={t('look.texts.page', { page: current + 1, pages })}
          accessibilityLabels={{ previous: t('look.texts.previous'), next: t('look.texts.next') }}
        />
      )}
    </BlockStack>
  );
}
