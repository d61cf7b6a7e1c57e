/** The launcher's slice of the translation table: only its accessible name, so no table ships before the panel. No prototype: looked up by the page's language. */
const LABELS: Record<string, string> = { __proto__: null as never, en: 'My account', de: 'Mein Konto', fr: 'Mon compte' };

/** 'My account' in `language` ('de', 'fr-CA', ...), English when unknown. */
export const launcherLabel = (language: string) => LABELS[language.slice(0, 2).toLowerCase()] || LABELS.en;
