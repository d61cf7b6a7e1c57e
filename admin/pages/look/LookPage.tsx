/**
 * Look: the widget's theme colours and corner radius (customizations.theme), the me-button
 * (settings.meButton, with its country-specific values), the merchant's custom CSS and the
 * widget's texts in their words (customizations.translations). A pure component over the
 * draft config; each field shows the validation issue at its path.
 */
import { BlockStack, Card, InlineGrid, RangeSlider, Text, TextField } from '@shopify/polaris';
import { errorAt, withSetting } from '../../forms/paths';
import type { FormPageProps, Obj } from '../../forms/types';
import { t } from '../../i18n';
import { fieldId } from '../../issues';
import { ME_BUTTON } from '../settings/definitions';
import { SettingBlock } from '../settings/SettingBlock';
import { LanguageTexts } from './LanguageTexts';
import { SectionHeading } from '../../forms/controls';

/** The theme's colour tokens, in the order the form lists them. */
export const COLOUR_TOKENS = ['primary', 'primaryText', 'background', 'text', 'muted', 'border'] as const;

/** Longest custom CSS, characters (the shared schema's CUSTOM_CSS_MAX). */
const CSS_MAX = 20_000;

type Customizations = FormPageProps['config']['customizations'];

/** A colour field: the CSS colour as text, with a swatch of it. */
function ColourField({ token, value, onChange, error }: { token: string; value: string; onChange(v: string): void; error?: string }) {
  const path = ['customizations', 'theme', token];
  return (
    <TextField
      id={fieldId(path)}
      label={t(`look.theme.${token}`)}
      helpText={t('look.theme.colourHelp')}
      value={value}
      onChange={onChange}
      autoComplete="off"
      monospaced
      prefix={<span aria-hidden="true" style={{ display: 'block', width: 20, height: 20, borderRadius: 4, border: '1px solid var(--p-color-border)', background: value || 'transparent' }} />}
      error={error}
    />
  );
}

/** The Look page. */
export function LookPage({ config, onChange, issues }: FormPageProps) {
  const c = config.customizations;
  const theme = (c.theme ?? {}) as Record<string, string | undefined>;
  const setCustomizations = (next: Partial<Customizations>) => onChange({ ...config, customizations: { ...c, ...next } });
  const setToken = (token: string, v: string) => {
    const next: Record<string, string | undefined> = { ...theme };
    if (v.trim() === '') delete next[token];
    else next[token] = v.trim() === v ? v : v.trim();
    setCustomizations({ theme: next as Customizations['theme'] });
  };
  const radius = Math.min(32, Math.max(0, parseInt(theme.radius ?? '', 10) || 0));
  const settings = config.settings as unknown as Obj;
  const setSetting = (key: string, value: unknown) => onChange(withSetting(config, key, value));

  return (
    <BlockStack gap="500">
      <Card>
        <BlockStack gap="400">
          <SectionHeading title={t('look.theme.title')} description={t('look.theme.description')} />
          <InlineGrid columns={{ xs: 1, sm: 2 }} gap="400">
            {COLOUR_TOKENS.map((token) => (
              <ColourField key={token} token={token} value={theme[token] ?? ''} onChange={(v) => setToken(token, v)} error={errorAt(issues, ['customizations', 'theme', token])} />
            ))}
          </InlineGrid>
          <RangeSlider
            id={fieldId(['customizations', 'theme', 'radius'])}
            label={t('look.theme.radius')}
            helpText={t('look.theme.radiusHelp')}
            min={0}
            max={32}
            step={1}
            value={radius}
            output
            suffix={<Text as="span">{t('look.theme.radiusValue', { px: radius })}</Text>}
            onChange={(v) => setToken('radius', `${typeof v === 'number' ? v : v[0]}px`)}
            error={errorAt(issues, ['customizations', 'theme', 'radius'])}
          />
        </BlockStack>
      </Card>
      <Card>
        <SettingBlock def={ME_BUTTON} settings={settings} setSetting={setSetting} issues={issues} headingAs="h2" />
      </Card>
      <Card>
        <BlockStack gap="400">
          <Text as="h2" variant="headingLg">{t('look.css.title')}</Text>
          <TextField
            id={fieldId(['customizations', 'customCss'])}
            label={t('look.css.label')}
            helpText={t('look.css.help')}
            value={c.customCss ?? ''}
            onChange={(v) => setCustomizations({ customCss: v })}
            autoComplete="off"
            multiline={8}
            monospaced
            spellCheck={false}
            maxLength={CSS_MAX}
            showCharacterCount
            error={errorAt(issues, ['customizations', 'customCss'])}
          />
        </BlockStack>
      </Card>
      <Card>
        <BlockStack gap="400">
          <SectionHeading title={t('look.texts.title')} description={t('look.texts.description')} />
          <LanguageTexts
            translations={(c.translations ?? {}) as Record<string, Record<string, string> | undefined>}
            onChange={(next) => setCustomizations({ translations: next as Customizations['translations'] })}
            issues={issues}
          />
        </BlockStack>
      </Card>
    </BlockStack>
  );
}
