/**
 * What the form pages (Settings, Look, Content) share with the admin shell: the props of a form
 * page and the shape of a validation issue. A form page is a pure component over the draft
 * config: it renders `config`, reports every edit as a whole new config through `onChange`, and
 * shows each issue under the field whose path equals the issue's `path`.
 */
import type { Issue, MerchantConfig } from '../../server/api/settings/schema';

export type { Issue, MerchantConfig };

/** A path into MerchantConfig, e.g. ['settings', 'privacyPolicy', 'privacyPolicy'] or ['settings', 'orderLabel', 0, 'display']. */
export type Path = (string | number)[];


/** Props of a form page. */
export interface FormPageProps {
  config: MerchantConfig;
  onChange(next: MerchantConfig): void;
  issues: Issue[];
}

/** A setting variant or any object the forms edit generically: plain JSON fields. */
export type Obj = Record<string, unknown>;
