/**
 * The live preview beside every form: the storefront widget's preview build in a frame
 * (`/admin/preview-frame?lang=..&country=..`, served by our API on this page's origin, with the
 * panel opened by its hash route: `#status` For you, `#status-orders`, `#status-profile`), and
 * this page as its parent answering every server call and identity question (answer.ts) with
 * the DRAFT config and sample data.
 *
 * How it follows the draft: the widget reads the user init (settings, customizations) once per
 * page load, so answering later calls differently would not redraw it; instead the frame is
 * loaded again ~300 ms after the draft stops changing (and at once when a control changes), and
 * the new page asks again. A polite live region then says 'Preview updated'.
 *
 * Who is signed in: for 'Signed-in shopper' the parent answers the identity questions with the
 * sample shopper, and writes the widget's own 'remembered member' entry (localStorage
 * `status:member`, shared with the frame: same origin) before the frame loads, which is how the
 * widget knows the customer id of a returning member; for 'Guest' it removes that entry.
 */
import { BlockStack, Button, ButtonGroup, Card, InlineStack, Select, Spinner, Text } from '@shopify/polaris';
import { useEffect, useId, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { MerchantConfig } from '../../server/api/settings/schema';
import { adminCall } from '../api';
import { sameJson } from '../config-store';
import { t } from '../i18n';
import { answerApi, answerAuth, asPreviewRequest, PREVIEW_SOURCE, type PreviewSession } from './answer';
import { SAMPLE_USER, type Sample } from './fixtures';

/** ms the draft must rest before the frame reloads. */
export const PREVIEW_DEBOUNCE_MS = 300;
/** The widget's localStorage key of a remembered member (src/session/session.ts). */
const MEMBER_KEY = 'status:member';

export type PreviewScreen = 'foryou' | 'orders' | 'profile';
export type PreviewWidth = 'phone' | 'desktop';
export type PreviewLanguage = 'en' | 'de' | 'fr';

/** Frame sizes in CSS px: a phone 390 wide; a desktop 1280, scaled down to fit the pane. */
const SIZES: Record<PreviewWidth, { width: number; height: number }> = { phone: { width: 390, height: 760 }, desktop: { width: 1280, height: 800 } };

/** The frame's URL for the chosen language, country and screen. */
export function frameUrl(lang: PreviewLanguage, country: string, screen: PreviewScreen): string {
  const q = new URLSearchParams({ lang, country });
  return `/admin/preview-frame?${q}#status${screen === 'foryou' ? '' : `-${screen}`}`;
}

let samplePromise: Promise<Sample | null> | null = null;
/** The shop's sample products, asked once per page load (null when the API gives none). */
function loadSample(): Promise<Sample | null> {
  return (samplePromise ??= adminCall<Sample>('GET', '/sample').then(
    ({ data }) => ({ products: Array.isArray(data?.products) ? data.products : [], shopCurrency: typeof data?.shopCurrency === 'string' ? data.shopCurrency : 'USD' }),
    () => {
      samplePromise = null;
      return null;
    },
  ));
}

/** Countries the preview offers: common ones and every country the draft's settings name. */
function countriesOf(config: MerchantConfig): string[] {
  const found = new Set(['US', 'CA', 'GB', 'DE', 'FR']);
  for (const value of Object.values(config.settings)) {
    if (Array.isArray(value)) for (const v of value as { countries?: unknown }[]) if (Array.isArray(v?.countries)) for (const c of v.countries) if (typeof c === 'string') found.add(c);
  }
  return [...found].sort();
}

export interface PreviewPaneProps {
  /** the draft the forms edit */
  config: MerchantConfig;
}

/** The preview pane: controls, the framed widget and its parent-side answers. */
export function PreviewPane({ config }: PreviewPaneProps) {
  const headingId = useId();
  const [signedIn, setSignedIn] = useState(false);
  const [width, setWidth] = useState<PreviewWidth>('phone');
  const [lang, setLang] = useState<PreviewLanguage>('en');
  const [country, setCountry] = useState('US');
  const [screen, setScreen] = useState<PreviewScreen>('foryou');
  const [sample, setSample] = useState<Sample | null | undefined>(undefined);
  const [shown, setShown] = useState(config);
  const [reloads, setReloads] = useState(0);
  const [announcement, setAnnouncement] = useState('');
  const frameRef = useRef<HTMLIFrameElement>(null);
  const latest = useRef(config);
  latest.current = config;

  useEffect(() => {
    let live = true;
    loadSample().then((s) => live && setSample(s));
    return () => {
      live = false;
    };
  }, []);

  // The draft rests ~300 ms, then the frame loads again with it.
  useEffect(() => {
    if (sameJson(config, shown)) return;
    const timer = setTimeout(() => {
      setShown(config);
      setReloads((n) => n + 1);
    }, PREVIEW_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [config, shown]);

  const src = frameUrl(lang, country, screen);
  const key = `${reloads}|${signedIn}|${src}`;
  // One session per frame load: who is signed in, the lists the widget changed.
  const session = useMemo<PreviewSession>(() => ({ config: latest.current, sample: sample ?? null, signedIn, now: Date.now() }), [key, sample]); // eslint-disable-line react-hooks/exhaustive-deps
  session.config = config;

  useLayoutEffect(() => {
    try {
      if (signedIn) localStorage.setItem(MEMBER_KEY, JSON.stringify({ uid: SAMPLE_USER.uid, customerId: SAMPLE_USER.customerId, email: SAMPLE_USER.email }));
      else localStorage.removeItem(MEMBER_KEY);
    } catch {
      /* storage blocked: the frame shows a guest */
    }
  }, [key, signedIn]);

  // The parent side of the protocol: only messages from this frame's window on our own origin.
  useEffect(() => {
    const onMessage = (e: MessageEvent) => {
      const frame = frameRef.current?.contentWindow;
      if (!frame || e.source !== frame || e.origin !== location.origin) return;
      const req = asPreviewRequest(e.data);
      if (!req) return;
      let reply: { source: string; id: number; ok: boolean; result?: unknown; error?: string };
      try {
        const result = req.type === 'api'
          ? answerApi({ method: String(req.payload.method ?? 'GET'), path: String(req.payload.path ?? ''), body: req.payload.body }, session)
          : answerAuth(req.payload, session);
        reply = { source: PREVIEW_SOURCE, id: req.id, ok: true, result };
      } catch (err) {
        reply = { source: PREVIEW_SOURCE, id: req.id, ok: false, error: err instanceof Error ? err.message : 'preview error' };
      }
      frame.postMessage(reply, location.origin);
    };
    addEventListener('message', onMessage);
    return () => removeEventListener('message', onMessage);
  }, [session]);

  // Scale the frame to the pane's width.
  const boxRef = useRef<HTMLDivElement>(null);
  const [boxWidth, setBoxWidth] = useState(0);
  useEffect(() => {
    const box = boxRef.current;
    if (!box) return;
    const measure = () => setBoxWidth(box.clientWidth);
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const ro = new ResizeObserver(measure);
    ro.observe(box);
    return () => ro.disconnect();
  }, [sample]);
  const size = SIZES[width];
  const scale = boxWidth > 0 ? Math.min(1, boxWidth / size.width) : 1;

  const loads = useRef(0);
  const onLoad = () => {
    // the first load is the pane appearing, not an update
    if (loads.current++ === 0) return;
    setAnnouncement('');
    requestAnimationFrame(() => setAnnouncement(t('preview.updated')));
  };

  const countryOptions = useMemo(() => countriesOf(config).map((c) => ({ label: c, value: c })), [config]);

  return (
    <section aria-labelledby={headingId}>
      <Card>
        <BlockStack gap="300">
          <Text as="h2" variant="headingMd" id={headingId}>{t('preview.title')}</Text>
          <Text as="p" tone="subdued">{t('preview.help')}</Text>
          <InlineStack gap="200" wrap>
            <ButtonGroup variant="segmented">
              <Button pressed={!signedIn} onClick={() => setSignedIn(false)}>{t('preview.guest')}</Button>
              <Button pressed={signedIn} onClick={() => setSignedIn(true)}>{t('preview.signedIn')}</Button>
            </ButtonGroup>
            <ButtonGroup variant="segmented">
              <Button pressed={width === 'phone'} onClick={() => setWidth('phone')}>{t('preview.phone')}</Button>
              <Button pressed={width === 'desktop'} onClick={() => setWidth('desktop')}>{t('preview.desktop')}</Button>
            </ButtonGroup>
          </InlineStack>
          <InlineStack gap="200" wrap>
            <Select label={t('preview.screen')} value={screen} onChange={(v) => setScreen(v as PreviewScreen)}
              options={[{ label: t('preview.screens.foryou'), value: 'foryou' }, { label: t('preview.screens.orders'), value: 'orders' }, { label: t('preview.screens.profile'), value: 'profile' }]} />
            <Select label={t('preview.language')} value={lang} onChange={(v) => setLang(v as PreviewLanguage)}
              options={[{ label: t('preview.languages.en'), value: 'en' }, { label: t('preview.languages.de'), value: 'de' }, { label: t('preview.languages.fr'), value: 'fr' }]} />
            <Select label={t('preview.country')} value={country} onChange={setCountry} options={countryOptions} />
          </InlineStack>
          <div ref={boxRef} style={{ width: '100%' }}>
            {sample === undefined ? (
              <InlineStack align="center"><Spinner accessibilityLabel={t('preview.loading')} size="small" /></InlineStack>
            ) : (
              <div style={{ height: size.height * scale, overflow: 'hidden', display: 'flex', justifyContent: 'center' }}>
                <div style={{ width: size.width * scale, height: size.height * scale, flex: 'none' }}>
                  <iframe
                    key={key}
                    ref={frameRef}
                    src={src}
                    title={t('preview.frameTitle', { width: t(`preview.${width}`) })}
                    onLoad={onLoad}
                    style={{ width: size.width, height: size.height, border: '1px solid var(--p-color-border, #e3e3e3)', borderRadius: 12, transform: `scale(${scale})`, transformOrigin: '0 0', background: '#fff' }}
                  />
                </div>
              </div>
            )}
          </div>
          {sample === null ? <Text as="p" tone="subdued">{t('preview.noSample')}</Text> : null}
          <div role="status" aria-live="polite" style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' }}>{announcement}</div>
        </BlockStack>
      </Card>
    </section>
  );
}
