/** The launcher's slice of the translation table: only its accessible name, so no table ships before the panel. */
const LABELS: Record<string, string> = { en: 'My account', de: 'Mein Konto', fr: 'Mon compte' };

/** 'My account' in `language` ('de', 'fr-CA', ...), English when unknown. */
export const launcherLabel = (language: string) => LABELS[language.slice(0, 2).toLowerCase()] || LABELS.en;
