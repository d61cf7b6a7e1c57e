/**
 * The English table inline in the panel chunk: the shell's and the generic errors. Areas that
 * only a lazy chunk needs (sign-in, orders, ...) are registered by that chunk with addTexts.
 */
import errors from './en/errors';
import panel from './en/panel';

export const en: Record<string, string> = { __proto__: null as never, ...errors, ...panel };
