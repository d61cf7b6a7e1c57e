/**
 * Notification triggers (settings.notificationTriggers, docs/product.md#data, #behaviour): after a shopper's
 * `amount`-th `event`, wait `delay` ms, then show a toast (its action goes to `page`) or send
 * them to `page`. A plain list (no country values). Add, remove and reorder with buttons.
 */
import { BlockStack, Button, Card, InlineStack, Select, Text } from '@shopify/polaris';
import { useId } from 'react';
import { TRIGGER_EVENTS } from '../../../server/api/settings/schema';
import { ItemControls, NumberField, SectionHeading } from '../../forms/controls';
import { LinkField, TextsByLanguage } from '../../forms/fields';
import { moveBy, removeAt, replaceAt, str, textsOf, withField } from '../../forms/paths';
import type { Issue, Obj } from '../../forms/types';
import { t } from '../../i18n';
import { fieldId } from '../../issues';

/** A new trigger: a toast after a shopper's third product page, one second later. */
export const newTrigger = (): Obj => ({ event: 'product_view', amount: 3, destination: 'toast', page: '', toastMessage: {}, toastActionLabel: {}, delay: 1000 });

function Trigger({ item, index, count, onChange, onMove, onRemove, issues }: {
  item: Obj; index: number; count: number; onChange(next: Obj): void; onMove(by: number): void; onRemove(): void; issues: Issue[];
}) {
  const headingId = useId();
  const path = ['settings', 'notificationTriggers', index];
  const set = (field: string, v: unknown) => onChange(withField(item, field, v));
  const event = str(item.event);
  const eventOptions: { value: string; label: string }[] = TRIGGER_EVENTS.map((e) => ({ value: e as string, label: t(`content.triggers.events.${e}`) }));
  if (event && !(TRIGGER_EVENTS as readonly string[]).includes(event)) eventOptions.push({ value: event, label: event });
  const toast = item.destination !== 'page';
  return (
    <BlockStack gap="300">
      <Text as="h3" variant="headingMd" id={headingId}>{t('content.triggers.heading', { n: index + 1 })}</Text>
      <InlineStack gap="400" wrap>
        <Select id={fieldId([...path, 'event'])} label={t('content.triggers.event')} options={eventOptions} value={event} placeholder={t('content.triggers.chooseEvent')} onChange={(v) => set('event', v)} />
        <NumberField label={t('content.triggers.amount')} helpText={t('content.triggers.amountHelp')} value={item.amount} onChange={(v) => set('amount', v)} issues={issues} path={[...path, 'amount']} min={1} max={1000} />
        <NumberField label={t('content.triggers.delay')} helpText={t('content.triggers.delayHelp')} value={item.delay} onChange={(v) => set('delay', v)} issues={issues} path={[...path, 'delay']} min={0} max={600000} suffix="ms" />
      </InlineStack>
      <Select
        id={fieldId([...path, 'destination'])}
        label={t('content.triggers.destination')}
        options={(['toast', 'page'] as const).map((v) => ({ value: v, label: t(`content.triggers.destinations.${v}`) }))}
        value={toast ? 'toast' : 'page'}
        onChange={(v) => set('destination', v)}
      />
      <LinkField label={t('content.triggers.page')} helpText={t(toast ? 'content.triggers.pageToastHelp' : 'content.triggers.pageHelp')} value={str(item.page)} onChange={(v) => set('page', v)} issues={issues} path={[...path, 'page']} />
      {toast && (
        <>
          <TextsByLanguage label={t('content.triggers.toastMessage')} value={textsOf(item.toastMessage)} onChange={(v) => set('toastMessage', v)} issues={issues} path={[...path, 'toastMessage']} />
          <TextsByLanguage label={t('content.triggers.toastActionLabel')} value={textsOf(item.toastActionLabel)} onChange={(v) => set('toastActionLabel', v)} issues={issues} path={[...path, 'toastActionLabel']} />
        </>
      )}
      <ItemControls index={index} count={count} onMove={onMove} onRemove={onRemove} describedBy={headingId} />
    </BlockStack>
  );
}

export function Triggers({ triggers, onChange, issues }: { triggers: Obj[]; onChange(next: Obj[]): void; issues: Issue[] }) {
  return (
    <Card>
      <BlockStack gap="500">
        <SectionHeading title={t('content.triggers.title')} description={t('content.triggers.description')} />
        {triggers.length === 0 && <Text as="p">{t('content.triggers.empty')}</Text>}
        {triggers.map((item, i) => (
          <Trigger
            key={i}
            item={item}
            index={i}
            count={triggers.length}
            onChange={(next) => onChange(replaceAt(triggers, i, next))}
            onMove={(by) => onChange(moveBy(triggers, i, by))}
            onRemove={() => onChange(removeAt(triggers, i))}
            issues={issues}
          />
        ))}
        <InlineStack>
          <Button onClick={() => onChange([...triggers, newTrigger()])}>{t('content.triggers.add')}</Button>
        </InlineStack>
      </BlockStack>
    </Card>
  );
}
