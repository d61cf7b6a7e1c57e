/**
 * The typed error of the sign-in flows (docs/product.md#error-messages): what the shopper sees, as
 * a translation key and its placeholders. Flows throw it; the sign-in store shows
 * `t(error.key, error.vars)`.
 */
import type { Vars } from '../i18n';

/** A shopper-facing error: a translation key and its placeholders. */
export interface FlowError { key: string; vars?: Vars }

/**
 * Thrown by the flows in src/auth/ with the docs/product.md#error-messages message the shopper
 * should see.
 */
export class SignInError extends Error {
  // `declare` + assignment: no class-field helpers in the bundle.
  declare readonly key: string;
  declare readonly vars?: Vars;
  constructor(key: string, vars?: Vars) {
    super(key);
    Object.assign(this, { name: 'SignInError', key, vars });
  }
}

/** The shopper-facing error of anything a flow threw: its own key, else `fallback`. */
export function flowError(error: unknown, fallback: string): FlowError {
  const e = error as Partial<FlowError> | null;
  return typeof e?.key === 'string' ? { key: e.key, vars: e.vars } : { key: fallback };
}
