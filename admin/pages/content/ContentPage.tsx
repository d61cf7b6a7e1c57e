/**
 * Content: content blocks (customizations.content), notification triggers, personalization
 * fields and quizzes, and dynamic pages. A pure component over the draft config: every edit is
 * reported as a whole new config, and each field shows the validation issue at its path.
 */
import { BlockStack } from '@shopify/polaris';
import { objList } from '../../forms/paths';
import type { FormPageProps, Obj } from '../../forms/types';
import { ContentBlocks } from './ContentBlocks';
import { DynamicPages, pageTargets } from './DynamicPages';
import { Personalization } from './Personalization';
import { Triggers } from './Triggers';

type Config = FormPageProps['config'];

/** The Content page. */
export function ContentPage({ config, onChange, issues }: FormPageProps) {
  const settings = config.settings as unknown as Obj;
  const setSetting = (key: string, value: unknown) => {
    const next: Obj = { ...settings };
    if (value === undefined) delete next[key];
    else next[key] = value;
    onChange({ ...config, settings: next as unknown as Config['settings'] });
  };
  const content = objList(config.customizations.content);
  return (
    <BlockStack gap="500">
      <ContentBlocks
        content={content}
        onChange={(next) => onChange({ ...config, customizations: { ...config.customizations, content: next as unknown as Config['customizations']['content'] } })}
        issues={issues}
        pageTargets={pageTargets(settings.dynamicPages)}
      />
      <Triggers triggers={objList(settings.notificationTriggers)} onChange={(next) => setSetting('notificationTriggers', next)} issues={issues} />
      <Personalization settings={settings} setSetting={setSetting} issues={issues} />
      <DynamicPages value={settings.dynamicPages} onChange={(v) => setSetting('dynamicPages', v)} issues={issues} />
    </BlockStack>
  );
}
