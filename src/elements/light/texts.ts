/**
 * The page elements' texts before the panel's runtime is on the page: the config block's `texts`
 * (PageConfig), which the app embed renders in the page's language from its locale files
 * (extensions/account-widget/locales, Liquid `t`, English where a language has none), so no
 * table of ours ships before the shopper touches the page. They are src/i18n's element texts,
 * word for word (tests/server/store/app-embed-liquid.test.ts). Once the runtime is here, elements ask
 * its `t` instead, which adds the merchant's translations (docs/product.md#features).
 */
import type { PageConfig } from '../../settings/types';

/** `{name}` placeholders filled from `vars`. */
export type Vars = Record<string, string | number>;
/** A text by key, as the runtime's `t` has it. */
export type Translate = (key: string, vars?: Vars) => string;

/** The element texts the app embed renders into the config block, by the runtime's keys. */
export const ELEMENT_TEXT_KEYS = [
  'element.favoriteAdd',
  'element.favoriteRemove',
  'element.product',
  'element.save',
  'element.unsave',
  'element.saveShort',
  'element.savedShort',
  'element.savedCount',
  'element.signIn',
] as const;

const own = (o: object, k: string) => Object.prototype.hasOwnProperty.call(o, k);

/** `t` over the page's element texts (`config.texts`); a key the block lacks is shown as itself. Never throws. */
export function elementTexts(config: PageConfig): Translate {
  const texts = config.texts || {};
  return (key, vars) => {
    const text = own(texts, key) ? String(texts[key]) : key;
    return vars ? text.replace(/\{(\w+)\}/g, (m, name: string) => (own(vars, name) ? String(vars[name]) : m)) : text;
  };
}
