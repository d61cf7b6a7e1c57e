/**
 * The frame of a form page (Settings, Look, Content): the page title, the banners of the draft's
 * state (a save that met someone else's change, a failed save, the fields that need attention)
 * and the form beside the live preview: a grid, form left, preview right and in view while the
 * form scrolls; stacked on narrow widths.
 */
import { Banner, BlockStack, InlineGrid, Page, SkeletonBodyText, Card } from '@shopify/polaris';
import { Suspense, type ComponentType } from 'react';
import type { Issue, MerchantConfig } from '../server/api/settings/schema';
import { useConfig } from './config-context';
import { t } from './i18n';
import { IssuesBanner, useFocusPending } from './issues';
import { PreviewPane } from './preview/PreviewPane';
import type { Route } from './router';

export interface FormPageProps {
  config: MerchantConfig;
  onChange(next: MerchantConfig): void;
  issues: Issue[];
}

/** The banner shown after a 412: the stored settings moved on; the draft stays until the merchant loads the latest. */
export function ConflictBanner({ onLoadLatest }: { onLoadLatest(): void }) {
  return (
    <Banner tone="critical" title={t('conflict.title')} action={{ content: t('conflict.loadLatest'), onAction: onLoadLatest }}>
      <p>{t('conflict.body')}</p>
    </Banner>
  );
}

export function FormFrame({ route, title, subtitle, Form }: { route: Route; title: string; subtitle: string; Form: ComponentType<FormPageProps> }) {
  const [state, store] = useConfig();
  useFocusPending(state.draft ? route : ('' as Route));
  const skeleton = <Card><SkeletonBodyText lines={6} /></Card>;
  return (
    <Page title={title} subtitle={subtitle}>
      <BlockStack gap="400">
        {state.conflict ? <ConflictBanner onLoadLatest={() => void store.loadLatest()} /> : null}
        {state.error ? (
          <Banner tone="critical" title={t(state.error)} action={state.status === 'failed' ? { content: t('common.retry'), onAction: () => void store.load() } : undefined} />
        ) : null}
        <IssuesBanner issues={state.issues} route={route} />
        {state.draft ? (
          // A grid, not Polaris Layout: its columns are only as tall as their content, so the preview
          // could not stay in view (sticky) while the merchant scrolls the form.
          <InlineGrid columns={{ xs: 1, md: ['twoThirds', 'oneThird'] }} gap="400" alignItems="start">
            <Suspense fallback={skeleton}>
              <Form config={state.draft} onChange={store.change} issues={state.issues} />
            </Suspense>
            <div style={{ position: 'sticky', top: 16 }}>
              <PreviewPane config={state.draft} />
            </div>
          </InlineGrid>
        ) : state.status === 'loading' ? skeleton : null}
      </BlockStack>
    </Page>
  );
}
