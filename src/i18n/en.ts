/** The English table, inline in the panel chunk: one file per area, merged here. */
import errors from './en/errors';
import panel from './en/panel';
import auth from './en/auth';
import orders from './en/orders';

export const en: Record<string, string> = { ...errors, ...panel, ...auth, ...orders };
