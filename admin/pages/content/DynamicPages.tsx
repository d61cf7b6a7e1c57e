/**
 * Dynamic pages (settings.dynamicPages, docs/product.md#routes; the widget reads it in
 * src/routes/dynamic-pages.ts): each page is a screen `#status-{handle}` with a title by language,
 * the content blocks of its targets in order, and either a tab in the panel's nav or a Back
 * button to another screen. May have country-specific values.
 */
import { BlockStack, Button, Card, Checkbox, InlineStack, Select, Text, TextField } from '@shopify/polaris';
import { useId } from 'react';
import { ItemControls } from '../../forms/controls';
import { CountryVariants, type VariantFieldsArgs } from '../../forms/CountryVariants';
import { TextsByLanguage } from '../../forms/fields';
import { errorAt, isUnder, moveBy, objList, objOf, removeAt, replaceAt, str, strList, textsOf, withField } from '../../forms/paths';
import { issueText, t } from '../../i18n';
import { fieldId } from '../../issues';
import type { Issue, Obj, Path } from '../../forms/types';

/** Screens a page's Back may go to (the widget's routes a shopper can land on without parameters). */
const BACK_ROUTES = ['foryou', 'orders', 'profile', 'favorites', 'saved-from-cart', 'preferences', 'addresses'] as const;

/** Every content target the dynamic pages of `value` name (any variant), for the content blocks' target list. */
export function pageTargets(value: unknown): string[] {
  const variants = Array.isArray(value) ? objList(value) : [objOf(value)];
  return [...new Set(variants.flatMap((v) => objList(v.pages)).flatMap((p) => strList(p.targets)))];
}

function PageEditor({ item, index, count, path, onChange, onMove, onRemove, issues }: {
  item: Obj; index: number; count: number; path: Path; onChange(next: Obj): void; onMove(by: number): void; onRemove(): void; issues: Issue[];
}) {
  const headingId = useId();
  const set = (field: string, v: unknown) => onChange(withField(item, field, v));
  const targetsPath = [...path, 'targets'];
  const targetsIssue = issues.find((i) => isUnder(i.path, targetsPath));
  const back = str(item.back) || 'foryou';
  const backOptions = BACK_ROUTES.map((r) => ({ value: r as string, label: t(`content.pages.back.${r}`) }));
  if (!(BACK_ROUTES as readonly string[]).includes(back)) backOptions.push({ value: back, label: back });
  return (
    <BlockStack gap="300">
      <Text as="h4" variant="headingSm" id={headingId}>{t('content.pages.heading', { n: index + 1, title: textsOf(item.title).en || str(item.handle) })}</Text>
      <TextField id={fieldId([...path, 'handle'])} label={t('content.pages.handle')} helpText={t('content.pages.handleHelp', { handle: str(item.handle) || 'size-guide' })} value={str(item.handle)} onChange={(v) => set('handle', v)} autoComplete="off" error={errorAt(issues, [...path, 'handle'])} />
      <TextsByLanguage label={t('content.pages.titleField')} value={textsOf(item.title)} onChange={(v) => set('title', Object.keys(v).length ? v : undefined)} issues={issues} path={[...path, 'title']} />
      <Checkbox id={fieldId([...path, 'nav'])} label={t('content.pages.nav')} helpText={t('content.pages.navHelp')} checked={item.nav === true} onChange={(v) => set('nav', v)} />
      {item.nav !== true && (
        <Select id={fieldId([...path, 'back'])} label={t('content.pages.backLabel')} options={backOptions} value={back} onChange={(v) => set('back', v)} error={errorAt(issues, [...path, 'back'])} />
      )}
      <TextField
        id={fieldId(targetsPath)}
        label={t('content.pages.targets')}
        helpText={t('content.pages.targetsHelp')}
        value={strList(item.targets).join(', ')}
        onChange={(v) => set('targets', v.split(',').map((s) => s.trim()).filter(Boolean))}
        autoComplete="off"
        error={targetsIssue ? issueText(targetsIssue.message) : undefined}
      />
      <ItemControls index={index} count={count} onMove={onMove} onRemove={onRemove} describedBy={headingId} />
    </BlockStack>
  );
}

function PagesVariant({ variant, set, path, exists, issues }: VariantFieldsArgs & { issues: Issue[] }) {
  const pages = objList(variant.pages);
  const setPages = (next: Obj[]) => set('pages', next);
  return (
    <BlockStack gap="400">
      <Checkbox id={fieldId([...path, 'isActive'])} label={t('content.pages.isActive')} checked={exists && variant.isActive !== false} onChange={(v) => set('isActive', v)} />
      {pages.map((item, i) => (
        <PageEditor
          key={i}
          item={item}
          index={i}
          count={pages.length}
          path={[...path, 'pages', i]}
          onChange={(next) => setPages(replaceAt(pages, i, next))}
          onMove={(by) => setPages(moveBy(pages, i, by))}
          onRemove={() => setPages(removeAt(pages, i))}
          issues={issues}
        />
      ))}
      <InlineStack>
        <Button onClick={() => setPages([...pages, { handle: '', title: {}, nav: false, back: 'foryou', targets: [] }])}>{t('content.pages.add')}</Button>
      </InlineStack>
    </BlockStack>
  );
}

export function DynamicPages({ value, onChange, issues }: { value: unknown; onChange(next: unknown): void; issues: Issue[] }) {
  const headingId = useId();
  return (
    <Card>
      <BlockStack gap="400">
        <BlockStack gap="100">
          <Text as="h2" variant="headingLg" id={headingId}>{t('content.pages.title')}</Text>
          <Text as="p" tone="subdued">{t('content.pages.description')}</Text>
        </BlockStack>
        <CountryVariants
          name={t('content.pages.title')}
          headingId={headingId}
          headingAs="h3"
          value={value}
          onChange={onChange}
          issues={issues}
          path={['settings', 'dynamicPages']}
          fields={(args) => <PagesVariant {...args} issues={issues} />}
        />
      </BlockStack>
    </Card>
  );
}
