/**
 * Personalization (docs/product.md#data): the fields a shopper fills in Preferences and quizzes
 * (settings.personalization.data: key, label by language, visible, answer type, choices,
 * units) and the quizzes that ask for some of them (settings.personalizationQuizzes: handle,
 * title, trigger 'login', on/off, reminder in For you, the fields asked). Both settings may have
 * country-specific values (forms/CountryVariants.tsx).
 */
import { BlockStack, Button, Card, Checkbox, ChoiceList, InlineStack, Select, Text, TextField } from '@shopify/polaris';
import { useId } from 'react';
import { ItemControls } from '../../forms/controls';
import { CountryVariants, type VariantFieldsArgs } from '../../forms/CountryVariants';
import { TextsByLanguage } from '../../forms/fields';
import { errorAt, moveBy, objList, objOf, removeAt, replaceAt, str, strList, textsOf, withField } from '../../forms/paths';
import type { Issue, Obj, Path } from '../../forms/types';
import { t } from '../../i18n';
import { fieldId } from '../../issues';

const FIELD_TYPES = ['text', 'number', 'date', 'choice', 'choices', 'measure'] as const;

/** Lines of a multi-line text as a list (blank lines dropped). */
const lines = (v: string): string[] => v.split('\n').map((s) => s.trim()).filter(Boolean);

function FieldEditor({ item, index, count, path, onChange, onMove, onRemove, issues }: {
  item: Obj; index: number; count: number; path: Path; onChange(next: Obj): void; onMove(by: number): void; onRemove(): void; issues: Issue[];
}) {
  const headingId = useId();
  const set = (field: string, v: unknown) => onChange(withField(item, field, v));
  const type = str(item.type) || 'text';
  const listField = (field: 'options' | 'units') => (
    <TextField
      id={fieldId([...path, field])}
      label={t(`content.fields.${field}`)}
      helpText={t('content.fields.onePerLine')}
      value={strList(item[field]).join('\n')}
      onChange={(v) => set(field, lines(v))}
      multiline={3}
      autoComplete="off"
      error={errorAt(issues, [...path, field]) ?? strList(item[field]).map((_, i) => errorAt(issues, [...path, field, i])).find(Boolean)}
    />
  );
  return (
    <BlockStack gap="300">
      <Text as="h4" variant="headingSm" id={headingId}>{t('content.fields.heading', { n: index + 1, name: textsOf(item.label).en || str(item.key) })}</Text>
      <InlineStack gap="400" wrap>
        <TextField id={fieldId([...path, 'key'])} label={t('content.fields.key')} helpText={t('content.fields.keyHelp')} value={str(item.key)} onChange={(v) => set('key', v)} autoComplete="off" error={errorAt(issues, [...path, 'key'])} />
        <Select
          id={fieldId([...path, 'type'])}
          label={t('content.fields.type')}
          options={FIELD_TYPES.map((v) => ({ value: v, label: t(`content.fields.types.${v}`) }))}
          value={type}
          onChange={(v) => set('type', v)}
          error={errorAt(issues, [...path, 'type'])}
        />
      </InlineStack>
      <TextsByLanguage label={t('content.fields.label')} value={textsOf(item.label)} onChange={(v) => set('label', v)} issues={issues} path={[...path, 'label']} />
      <Checkbox id={fieldId([...path, 'visible'])} label={t('content.fields.visible')} helpText={t('content.fields.visibleHelp')} checked={item.visible === true} onChange={(v) => set('visible', v)} error={errorAt(issues, [...path, 'visible'])} />
      {(type === 'choice' || type === 'choices') && listField('options')}
      {type === 'measure' && listField('units')}
      <ItemControls index={index} count={count} onMove={onMove} onRemove={onRemove} describedBy={headingId} />
    </BlockStack>
  );
}

/** The personalization fields of one variant. */
function FieldsVariant({ variant, set, path, exists, issues }: VariantFieldsArgs & { issues: Issue[] }) {
  const data = objList(variant.data);
  const setData = (next: Obj[]) => set('data', next);
  return (
    <BlockStack gap="400">
      <Checkbox id={fieldId([...path, 'isActive'])} label={t('content.fields.isActive')} checked={exists && variant.isActive !== false} onChange={(v) => set('isActive', v)} />
      {data.map((item, i) => (
        <FieldEditor
          key={i}
          item={item}
          index={i}
          count={data.length}
          path={[...path, 'data', i]}
          onChange={(next) => setData(replaceAt(data, i, next))}
          onMove={(by) => setData(moveBy(data, i, by))}
          onRemove={() => setData(removeAt(data, i))}
          issues={issues}
        />
      ))}
      <InlineStack>
        <Button onClick={() => setData([...data, { key: '', label: {}, visible: true, type: 'text' }])}>{t('content.fields.add')}</Button>
      </InlineStack>
    </BlockStack>
  );
}

function QuizEditor({ item, index, count, path, fields, onChange, onMove, onRemove, issues }: {
  item: Obj; index: number; count: number; path: Path; fields: Obj[]; onChange(next: Obj): void; onMove(by: number): void; onRemove(): void; issues: Issue[];
}) {
  const headingId = useId();
  const set = (field: string, v: unknown) => onChange(withField(item, field, v));
  const chosen = strList(item.fields);
  const choices = fields.filter((f) => str(f.key)).map((f) => ({ value: str(f.key), label: textsOf(f.label).en || str(f.key) }));
  for (const key of chosen) if (!choices.some((c) => c.value === key)) choices.push({ value: key, label: t('content.quizzes.unknownField', { key }) });
  return (
    <BlockStack gap="300">
      <Text as="h4" variant="headingSm" id={headingId}>{t('content.quizzes.heading', { n: index + 1, handle: str(item.handle) })}</Text>
      <TextField id={fieldId([...path, 'handle'])} label={t('content.quizzes.handle')} helpText={t('content.quizzes.handleHelp', { handle: str(item.handle) || 'style-quiz' })} value={str(item.handle)} onChange={(v) => set('handle', v)} autoComplete="off" error={errorAt(issues, [...path, 'handle'])} />
      <TextsByLanguage label={t('content.quizzes.titleField')} value={textsOf(item.title)} onChange={(v) => set('title', Object.keys(v).length ? v : undefined)} issues={issues} path={[...path, 'title']} />
      <Select
        id={fieldId([...path, 'trigger'])}
        label={t('content.quizzes.trigger')}
        options={[{ value: '', label: t('content.quizzes.triggers.none') }, { value: 'login', label: t('content.quizzes.triggers.login') }]}
        value={item.trigger === 'login' ? 'login' : ''}
        onChange={(v) => set('trigger', v || undefined)}
      />
      <Checkbox id={fieldId([...path, 'isActive'])} label={t('content.quizzes.isActive')} checked={item.isActive !== false} onChange={(v) => set('isActive', v)} />
      <Checkbox id={fieldId([...path, 'reminder'])} label={t('content.quizzes.reminder')} checked={item.reminder === true} onChange={(v) => set('reminder', v)} />
      <div id={fieldId([...path, 'fields'])}>
        {choices.length ? (
          <ChoiceList allowMultiple title={t('content.quizzes.fields')} choices={choices} selected={chosen} onChange={(v) => set('fields', v)} error={errorAt(issues, [...path, 'fields'])} />
        ) : (
          <Text as="p" tone={errorAt(issues, [...path, 'fields']) ? 'critical' : 'subdued'}>{errorAt(issues, [...path, 'fields']) ?? t('content.quizzes.noFields')}</Text>
        )}
      </div>
      <ItemControls index={index} count={count} onMove={onMove} onRemove={onRemove} describedBy={headingId} />
    </BlockStack>
  );
}

/** The quizzes of one variant; `fields` are the personalization fields they may ask. */
function QuizzesVariant({ variant, set, path, exists, issues, fields }: VariantFieldsArgs & { issues: Issue[]; fields: Obj[] }) {
  const quizzes = objList(variant.quizzes);
  const setQuizzes = (next: Obj[]) => set('quizzes', next);
  return (
    <BlockStack gap="400">
      <Checkbox id={fieldId([...path, 'isActive'])} label={t('content.quizzes.allActive')} checked={exists && variant.isActive !== false} onChange={(v) => set('isActive', v)} />
      {quizzes.map((item, i) => (
        <QuizEditor
          key={i}
          item={item}
          index={i}
          count={quizzes.length}
          path={[...path, 'quizzes', i]}
          fields={fields}
          onChange={(next) => setQuizzes(replaceAt(quizzes, i, next))}
          onMove={(by) => setQuizzes(moveBy(quizzes, i, by))}
          onRemove={() => setQuizzes(removeAt(quizzes, i))}
          issues={issues}
        />
      ))}
      <InlineStack>
        <Button onClick={() => setQuizzes([...quizzes, { handle: '', trigger: 'login', isActive: true, reminder: true, fields: [] }])}>{t('content.quizzes.add')}</Button>
      </InlineStack>
    </BlockStack>
  );
}

/** The personalization fields every country's quizzes may ask: the 'All countries' value's, plus any country's. */
function allFields(personalization: unknown): Obj[] {
  const variants = Array.isArray(personalization) ? objList(personalization) : [objOf(personalization)];
  const seen = new Set<string>();
  return variants.flatMap((v) => objList(v.data)).filter((f) => {
    const key = str(f.key);
    if (!key || seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

export function Personalization({ settings, setSetting, issues }: { settings: Obj; setSetting(key: string, value: unknown): void; issues: Issue[] }) {
  const fieldsHeading = useId();
  const quizzesHeading = useId();
  const fields = allFields(settings.personalization);
  return (
    <>
      <Card>
        <BlockStack gap="400">
          <BlockStack gap="100">
            <Text as="h2" variant="headingLg" id={fieldsHeading}>{t('content.fields.title')}</Text>
            <Text as="p" tone="subdued">{t('content.fields.description')}</Text>
          </BlockStack>
          <CountryVariants
            name={t('content.fields.title')}
            headingId={fieldsHeading}
            headingAs="h3"
            value={settings.personalization}
            onChange={(v) => setSetting('personalization', v)}
            issues={issues}
            path={['settings', 'personalization']}
            fields={(args) => <FieldsVariant {...args} issues={issues} />}
          />
        </BlockStack>
      </Card>
      <Card>
        <BlockStack gap="400">
          <BlockStack gap="100">
            <Text as="h2" variant="headingLg" id={quizzesHeading}>{t('content.quizzes.title')}</Text>
            <Text as="p" tone="subdued">{t('content.quizzes.description')}</Text>
          </BlockStack>
          <CountryVariants
            name={t('content.quizzes.title')}
            headingId={quizzesHeading}
            headingAs="h3"
            value={settings.personalizationQuizzes}
            onChange={(v) => setSetting('personalizationQuizzes', v)}
            issues={issues}
            path={['settings', 'personalizationQuizzes']}
            fields={(args) => <QuizzesVariant {...args} issues={issues} fields={fields} />}
          />
        </BlockStack>
      </Card>
    </>
  );
}
