/**
 * Settings: every setting of docs/product.md#data a merchant sets (except the look, content, triggers,
 * quizzes and dynamic pages, which have pages of their own), in sections (Sign-in, Lists,
 * Loyalty and integrations, Orders, Tracking, For you). Each setting has its 'All countries'
 * value and its country-specific values (forms/CountryVariants.tsx). A pure component over the
 * draft config: every edit is reported as a whole new config, and each field shows the
 * validation issue at its path.
 */
import { BlockStack, Card, Text } from '@shopify/polaris';
import { t } from '../../i18n';
import { withSetting } from '../../forms/paths';
import type { FormPageProps, Obj } from '../../forms/types';
import { SECTIONS } from './definitions';
import { SettingBlock } from './SettingBlock';

/** The Settings page. */
export function SettingsPage({ config, onChange, issues }: FormPageProps) {
  const settings = config.settings as unknown as Obj;
  const setSetting = (key: string, value: unknown) => onChange(withSetting(config, key, value));
  return (
    <BlockStack gap="500">
      {SECTIONS.map((section) => (
        <Card key={section.id}>
          <BlockStack gap="500">
            <Text as="h2" variant="headingLg">{t(`settings.section.${section.id}`)}</Text>
            {section.settings.map((def) => (
              <SettingBlock key={def.key} def={def} settings={settings} setSetting={setSetting} issues={issues} />
            ))}
          </BlockStack>
        </Card>
      ))}
    </BlockStack>
  );
}
