/**
 * Home (/admin): whether the widget can start on the storefront (the app has its settings in
 * Shopify; 'Try again' when not), whether the app embed is on in the live theme (GET .../overview) with the way to
 * the theme editor at our embed, the setup checklist, what the widget did for the store in the
 * last 30 days (GET .../analytics?days=30) as charts with a plain table of the same counts, and
 * the customers' data requests (GET .../data-requests).
 */
import {
  Badge, Banner, BlockStack, Box, Button, Card, DataTable, InlineGrid, InlineStack, Layout, Link, Page, SkeletonBodyText, Text,
} from '@shopify/polaris';
import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { adminCall, METRICS, type Analytics, type DataRequest, type Overview } from '../../api';
import { t } from '../../i18n';

// Polaris Viz is most of the admin's bytes: its chunk loads with the first chart.
const MetricCharts = lazy(() => import('./MetricCharts').then((m) => ({ default: m.MetricCharts })));

type Loaded<T> = { state: 'loading' } | { state: 'failed' } | { state: 'ready'; data: T };

/** GETs `rest` into a Loaded state; `reload` asks again. */
function useLoad<T>(rest: string, pick: (data: unknown) => T): [Loaded<T>, () => void] {
  const [value, setValue] = useState<Loaded<T>>({ state: 'loading' });
  const [round, setRound] = useState(0);
  useEffect(() => {
    let live = true;
    adminCall<unknown>('GET', rest).then(
      ({ data }) => live && setValue({ state: 'ready', data: pick(data) }),
      () => live && setValue({ state: 'failed' }),
    );
    return () => {
      live = false;
    };
  }, [rest, round]); // eslint-disable-line react-hooks/exhaustive-deps
  return [value, useCallback(() => setRound((n) => n + 1), [])];
}

const same = <T,>(d: unknown) => d as T;
const items = (d: unknown): DataRequest[] => {
  const list = (d as { items?: unknown } | null)?.items;
  return Array.isArray(list) ? (list as DataRequest[]) : [];
};

/** A date-time as the merchant reads it ('Mar 5, 2026'); the raw text when it is no date. */
export function formatDate(iso: string | undefined): string {
  if (!iso) return '';
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? iso : new Intl.DateTimeFormat('en', { year: 'numeric', month: 'short', day: 'numeric' }).format(d);
}

function LoadFailed({ onRetry }: { onRetry(): void }) {
  return (
    <Banner tone="critical" title={t('home.loadFailed')} action={{ content: t('common.retry'), onAction: onRetry }} />
  );
}

/** The app embed's state in the live theme, with the theme editor's deep link. */
function EmbedCard({ overview, onRecheck }: { overview: Overview; onRecheck(): void }) {
  const { embed } = overview;
  return (
    <Card>
      <BlockStack gap="300">
        <InlineStack gap="200" blockAlign="center">
          <Text as="h2" variant="headingMd">{t('home.embed.title')}</Text>
          <Badge tone={embed.enabled ? 'success' : 'critical'}>{embed.enabled ? t('home.embed.on') : t('home.embed.off')}</Badge>
        </InlineStack>
        <Text as="p">
          {embed.enabled ? t('home.embed.onBody', { theme: embed.themeName }) : t('home.embed.offBody', { theme: embed.themeName })}
        </Text>
        <InlineStack gap="200">
          <Button variant={embed.enabled ? 'secondary' : 'primary'} url={embed.editorUrl} target="_blank" external>
            {embed.enabled ? t('home.embed.openEditor') : t('home.embed.turnOn')}
          </Button>
          <Button onClick={onRecheck}>{t('home.embed.recheck')}</Button>
        </InlineStack>
      </BlockStack>
    </Card>
  );
}

/**
 * Says that the widget cannot start on the storefront yet (the app could not write the app
 * embed's settings to Shopify, or read the shop's domains), with 'Try again', which opens Home's
 * overview again and so makes the app try again.
 */
function WidgetNotReady({ widget, onRetry }: { widget: Overview['widget']; onRetry(): void }) {
  if (!widget || widget.ready) return null;
  const reason = widget.reason === 'unavailable' ? 'unavailable' : widget.reason === 'not-installed' ? 'notInstalled' : 'refused';
  return (
    <Banner tone="critical" title={t('home.widget.notReady')} action={{ content: t('home.widget.tryAgain'), onAction: onRetry }}>
      <p>{t(`home.widget.${reason}`)}</p>
    </Banner>
  );
}

/** One step of the checklist: done or to do, what it is, where to do it. */
function Step({ done, title, body, action }: { done: boolean; title: string; body: string; action: { label: string; url: string; external?: boolean } }) {
  return (
    <InlineStack gap="300" wrap={false} blockAlign="start">
      <BlockStack gap="100">
        <InlineStack gap="200" blockAlign="center">
          <Text as="h3" variant="headingSm">{title}</Text>
          <Badge tone={done ? 'success' : 'attention'}>{done ? t('home.checklist.done') : t('home.checklist.todo')}</Badge>
        </InlineStack>
        <Text as="p" tone="subdued">{body}</Text>
        <Link url={action.url} target={action.external ? '_blank' : undefined} external={action.external}>{action.label}</Link>
      </BlockStack>
    </InlineStack>
  );
}

function Checklist({ overview }: { overview: Overview }) {
  const { checklist, embed, shop } = overview;
  const done = [checklist.embedOn, checklist.signInChosen, true].filter(Boolean).length;
  const multipass = checklist.storeLogin === 'multipass';
  return (
    <Card>
      <BlockStack gap="400">
        <InlineStack align="space-between" blockAlign="center">
          <Text as="h2" variant="headingMd">{t('home.checklist.title')}</Text>
          <Text as="p" tone="subdued">{t('home.checklist.progress', { done, total: 3 })}</Text>
        </InlineStack>
        <Step done={checklist.embedOn} title={t('home.checklist.embed.title')} body={t(checklist.embedOn ? 'home.checklist.embed.done' : 'home.checklist.embed.todo')}
          action={{ label: t('home.checklist.embed.action'), url: embed.editorUrl, external: true }} />
        <Step done={checklist.signInChosen} title={t('home.checklist.signIn.title')} body={t(checklist.signInChosen ? 'home.checklist.signIn.done' : 'home.checklist.signIn.todo')}
          action={{ label: t('home.checklist.signIn.action'), url: '/admin/settings' }} />
        <Step done title={t('home.checklist.storeLogin.title')}
          body={multipass ? t('home.checklist.storeLogin.multipass', { shop: shop.name }) : t('home.checklist.storeLogin.customerAccounts', { shop: shop.name })}
          action={{ label: t('home.checklist.storeLogin.action'), url: '/admin/settings' }} />
      </BlockStack>
    </Card>
  );
}

function AnalyticsCard({ analytics }: { analytics: Analytics }) {
  const rows = analytics.days.map((d) => [formatDate(d.date), ...METRICS.map((m) => d[m] ?? 0)]);
  return (
    <BlockStack gap="400">
      <Card>
        <BlockStack gap="300">
          <Text as="h2" variant="headingMd">{t('home.analytics.title')}</Text>
          <Text as="p" tone="subdued">{t('home.analytics.help')}</Text>
          <InlineGrid columns={{ xs: 2, md: 3 }} gap="300">
            {METRICS.map((m) => (
              <BlockStack key={m} gap="050">
                <Text as="p" tone="subdued">{t(`home.metrics.${m}`)}</Text>
                <Text as="p" variant="headingLg">{String(analytics.totals[m] ?? 0)}</Text>
              </BlockStack>
            ))}
          </InlineGrid>
          <Suspense fallback={<SkeletonBodyText lines={6} />}>
            <MetricCharts analytics={analytics} />
          </Suspense>
        </BlockStack>
      </Card>
      <Card padding="0">
        <Box padding="400"><Text as="h2" variant="headingMd">{t('home.analytics.tableTitle')}</Text></Box>
        <DataTable
          columnContentTypes={['text', ...METRICS.map(() => 'numeric' as const)]}
          headings={[t('home.analytics.date'), ...METRICS.map((m) => t(`home.metrics.${m}`))]}
          rows={rows}
          totals={['', ...METRICS.map((m) => analytics.totals[m] ?? 0)]}
          totalsName={{ singular: t('home.analytics.total'), plural: t('home.analytics.total') }}
          showTotalsInFooter
          increasedTableDensity
          stickyHeader={false}
        />
      </Card>
    </BlockStack>
  );
}

/** The row of one data request: date, customer, status. */
function requestRow(r: DataRequest, now: number): string[] {
  const date = r.createdAt ?? r.requestedAt;
  const customer = r.customerEmail ?? r.customer?.email ?? (r.customerId ?? r.customer?.id ?? '').toString();
  const expired = r.expiresAt ? new Date(r.expiresAt).getTime() < now : false;
  const status = r.status ?? (expired ? 'expired' : 'ready');
  return [formatDate(date), customer || t('home.dataRequests.unknownCustomer'), t(`home.dataRequests.status.${status}`) === `home.dataRequests.status.${status}` ? status : t(`home.dataRequests.status.${status}`)];
}

function DataRequestsCard({ requests }: { requests: DataRequest[] }) {
  const now = Date.now();
  return (
    <Card padding={requests.length ? '0' : undefined}>
      {requests.length ? (
        <>
          <Box padding="400">
            <BlockStack gap="100">
              <Text as="h2" variant="headingMd">{t('home.dataRequests.title')}</Text>
              <Text as="p" tone="subdued">{t('home.dataRequests.help')}</Text>
            </BlockStack>
          </Box>
          <DataTable
            columnContentTypes={['text', 'text', 'text']}
            headings={[t('home.dataRequests.date'), t('home.dataRequests.customer'), t('home.dataRequests.statusHeading')]}
            rows={requests.map((r) => requestRow(r, now))}
          />
        </>
      ) : (
        <BlockStack gap="200">
          <Text as="h2" variant="headingMd">{t('home.dataRequests.title')}</Text>
          <Text as="p" tone="subdued">{t('home.dataRequests.empty')}</Text>
        </BlockStack>
      )}
    </Card>
  );
}

/** The Home page. */
export function HomePage() {
  const [overview, reloadOverview] = useLoad<Overview>('/overview', same<Overview>);
  const [analytics, reloadAnalytics] = useLoad<Analytics>('/analytics?days=30', same<Analytics>);
  const [requests, reloadRequests] = useLoad<DataRequest[]>('/data-requests', items);
  const skeleton = (
    <Card><SkeletonBodyText lines={3} /></Card>
  );
  return (
    <Page title={t('home.title')}>
      <Layout>
        <Layout.Section>
          <BlockStack gap="400">
            {overview.state === 'loading' ? skeleton : overview.state === 'failed' ? <LoadFailed onRetry={reloadOverview} /> : (
              <>
                <WidgetNotReady widget={overview.data.widget} onRetry={reloadOverview} />
                <EmbedCard overview={overview.data} onRecheck={reloadOverview} />
                <Checklist overview={overview.data} />
              </>
            )}
            {analytics.state === 'loading' ? skeleton : analytics.state === 'failed' ? <LoadFailed onRetry={reloadAnalytics} /> : <AnalyticsCard analytics={analytics.data} />}
            {requests.state === 'loading' ? skeleton : requests.state === 'failed' ? <LoadFailed onRetry={reloadRequests} /> : <DataRequestsCard requests={requests.data} />}
          </BlockStack>
        </Layout.Section>
      </Layout>
    </Page>
  );
}
