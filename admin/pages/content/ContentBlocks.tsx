/**
 * Content blocks (customizations.content, docs/product.md#content-and-triggers 'Content item'): an image with text, a
 * link button or a link list, shown at one of the widget's named targets (For you's and Profile's
 * places, and the dynamic pages' targets), ordered by position, limited by country and by
 * whether the shopper is signed in. Add, remove and reorder with buttons.
 */
import { BlockStack, Button, Card, Checkbox, InlineStack, Select, Text } from '@shopify/polaris';
import { useId } from 'react';
import { CountryPicker, ItemControls, NumberField, newId, SectionHeading } from '../../forms/controls';
import { LinkField, TextsByLanguage } from '../../forms/fields';
import { moveBy, objOf, removeAt, replaceAt, str, strList, textsOf, withField } from '../../forms/paths';
import type { Issue, Obj } from '../../forms/types';
import { hasText, t } from '../../i18n';
import { fieldId } from '../../issues';

/** The widget's named content targets: For you's (components/for-you/sections.ts) and Profile's (screens/profile.tsx). */
export const NAMED_TARGETS = ['alerts-after', 'actions-before', 'actions-after', 'collections-before', 'collections-after', 'page-links-before', 'page-links-after'] as const;

/** A block's kind as the form offers it: the type, and for links the style. */
export type BlockKind = 'imageWithText' | 'linkButton' | 'linkList';

const kindOf = (item: Obj): BlockKind => (item.type === 'link' ? (item.style === 'list' ? 'linkList' : 'linkButton') : 'imageWithText');

/** A new block of `kind` at For you's 'actions-after', last in order, shown to everyone. */
export function newBlock(kind: BlockKind, position: number): Obj {
  const base = { id: newId('block'), target: 'actions-after', isActive: true, position };
  return kind === 'imageWithText'
    ? { ...base, type: 'imageWithText', text: {}, description: {}, image: '' }
    : { ...base, type: 'link', style: kind === 'linkList' ? 'list' : 'button', url: '', label: {} };
}

/** The block with its type and style set from `kind` (the texts it no longer shows are kept). */
function withKind(item: Obj, kind: BlockKind): Obj {
  if (kind === 'imageWithText') {
    const { style: _style, ...rest } = item;
    return { ...rest, type: 'imageWithText' };
  }
  return { ...item, type: 'link', style: kind === 'linkList' ? 'list' : 'button' };
}

type LoggedIn = 'anyone' | 'signedIn' | 'guests';
const loggedInOf = (item: Obj): LoggedIn => {
  const v = objOf(item.categories).loggedIn;
  return v === true ? 'signedIn' : v === false ? 'guests' : 'anyone';
};

/** `item` with `categories[field]` set (undefined removes it; empty categories are removed). */
function withCategory(item: Obj, field: string, value: unknown): Obj {
  const categories = withField(objOf(item.categories), field, value);
  return withField(item, 'categories', Object.keys(categories).length ? categories : undefined);
}

interface Props {
  content: Obj[];
  onChange(next: Obj[]): void;
  issues: Issue[];
  /** targets of the dynamic pages (settings.dynamicPages), offered after the named ones */
  pageTargets: string[];
}

function Block({ item, index, count, onChange, onMove, onRemove, issues, targets }: {
  item: Obj; index: number; count: number; onChange(next: Obj): void; onMove(by: number): void; onRemove(): void; issues: Issue[]; targets: string[];
}) {
  const headingId = useId();
  const path = ['customizations', 'content', index];
  const kind = kindOf(item);
  const set = (field: string, v: unknown) => onChange(withField(item, field, v));
  const target = str(item.target);
  const targetOptions = targets.map((v) => ({ value: v, label: hasText(`content.blocks.targets.${v}`) ? t(`content.blocks.targets.${v}`) : t('content.blocks.pageTarget', { target: v }) }));
  if (target && !targets.includes(target)) targetOptions.push({ value: target, label: target });
  const texts = (field: string, label: string, multiline = false) => (
    <TextsByLanguage label={label} value={textsOf(item[field])} onChange={(v) => set(field, v)} issues={issues} path={[...path, field]} multiline={multiline} helpText={t('content.blocks.richText')} />
  );
  return (
    <BlockStack gap="300">
      <Text as="h3" variant="headingMd" id={headingId}>
        {t('content.blocks.heading', { n: index + 1, kind: t(`content.blocks.kinds.${kind}`) })}
      </Text>
      <InlineStack gap="400" wrap>
        <Select id={fieldId([...path, 'type'])} label={t('content.blocks.kind')} options={(['imageWithText', 'linkButton', 'linkList'] as const).map((k) => ({ value: k, label: t(`content.blocks.kinds.${k}`) }))} value={kind} onChange={(k) => onChange(withKind(item, k as BlockKind))} />
        <Select id={fieldId([...path, 'target'])} label={t('content.blocks.target')} options={targetOptions} value={target} placeholder={t('content.blocks.chooseTarget')} onChange={(v) => set('target', v)} />
        <NumberField label={t('content.blocks.position')} helpText={t('content.blocks.positionHelp')} value={item.position} onChange={(v) => set('position', v)} issues={issues} path={[...path, 'position']} min={0} />
      </InlineStack>
      <Checkbox id={fieldId([...path, 'isActive'])} label={t('content.blocks.isActive')} checked={item.isActive !== false} onChange={(v) => set('isActive', v)} />
      <Select
        id={fieldId([...path, 'categories', 'loggedIn'])}
        label={t('content.blocks.loggedIn')}
        options={(['anyone', 'signedIn', 'guests'] as const).map((v) => ({ value: v, label: t(`content.blocks.loggedInOptions.${v}`) }))}
        value={loggedInOf(item)}
        onChange={(v) => onChange(withCategory(item, 'loggedIn', v === 'signedIn' ? true : v === 'guests' ? false : undefined))}
      />
      <CountryPicker
        label={t('content.blocks.countries')}
        helpText={t('content.blocks.countriesHelp')}
        value={strList(objOf(item.categories).countryCode)}
        onChange={(v) => onChange(withCategory(item, 'countryCode', v.length ? v : undefined))}
        issues={issues}
        path={[...path, 'categories', 'countryCode']}
      />
      {kind === 'imageWithText' ? (
        <>
          <LinkField label={t('content.blocks.image')} helpText={t('content.blocks.imageHelp')} placeholder="/images/banner.jpg" value={str(item.image)} onChange={(v) => set('image', v || undefined)} issues={issues} path={[...path, 'image']} />
          {texts('text', t('content.blocks.text'))}
          {texts('description', t('content.blocks.description'), true)}
        </>
      ) : (
        <>
          <LinkField label={t('content.blocks.url')} value={str(item.url)} onChange={(v) => set('url', v)} issues={issues} path={[...path, 'url']} />
          {texts('label', t('content.blocks.label'))}
          <Checkbox id={fieldId([...path, 'openInNewTab'])} label={t('content.blocks.openInNewTab')} checked={item.openInNewTab === true} onChange={(v) => set('openInNewTab', v || undefined)} />
        </>
      )}
      <ItemControls index={index} count={count} onMove={onMove} onRemove={onRemove} describedBy={headingId} />
    </BlockStack>
  );
}

export function ContentBlocks({ content, onChange, issues, pageTargets }: Props) {
  const targets = [...NAMED_TARGETS, ...pageTargets.filter((p) => !(NAMED_TARGETS as readonly string[]).includes(p))];
  const nextPosition = content.reduce((m, c) => Math.max(m, typeof c.position === 'number' ? c.position : 0), 0) + 1;
  // Moving renumbers positions in list order, so the order the merchant sees is the order shoppers see.
  const move = (i: number, by: number) => onChange(moveBy(content, i, by).map((c, n) => ({ ...c, position: n + 1 })));
  return (
    <Card>
      <BlockStack gap="500">
        <SectionHeading title={t('content.blocks.title')} description={t('content.blocks.intro')} />
        {content.length === 0 && <Text as="p">{t('content.blocks.empty')}</Text>}
        {content.map((item, i) => (
          <Block
            key={str(item.id) || i}
            item={item}
            index={i}
            count={content.length}
            onChange={(next) => onChange(replaceAt(content, i, next))}
            onMove={(by) => move(i, by)}
            onRemove={() => onChange(removeAt(content, i))}
            issues={issues}
            targets={targets}
          />
        ))}
        <InlineStack gap="200">
          {(['imageWithText', 'linkButton', 'linkList'] as const).map((kind) => (
            <Button key={kind} onClick={() => onChange([...content, newBlock(kind, nextPosition)])}>
              {t(`content.blocks.add.${kind}`)}
            </Button>
          ))}
        </InlineStack>
      </BlockStack>
    </Card>
  );
}
