/**
 * The English table inline in the panel chunk: one file per area, merged here. Areas that only
 * a lazy screen needs (orders) are not merged: their chunk registers them with addTexts.
 */
import errors from './en/errors';
import panel from './en/panel';
import auth from './en/auth';

export const en: Record<string, string> = { ...errors, ...panel, ...auth };
