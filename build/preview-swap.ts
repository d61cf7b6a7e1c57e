import { resolve } from 'node:path';
import type { Plugin } from 'vite';

/** The modules the preview build replaces (src path -> its stand-in in src/preview/). */
const PREVIEW_SWAPS: Record<string, string> = {
  'src/api/client.ts': 'src/preview/client.ts',
  'src/auth/identity.ts': 'src/preview/identity.ts',
};

/**
 * The preview build's swap (docs/product.md#preview-mode): every import of a PREVIEW_SWAPS module
 * resolves to its stand-in, so API calls and identity questions become messages to the admin's
 * page. Imports from src/preview/ itself keep the real module. Only preview builds use it, so
 * dist/ never holds the stand-ins (tests/built/preview.test.ts).
 */
export function previewSwap(): Plugin {
  const swaps = new Map(Object.entries(PREVIEW_SWAPS).map(([from, to]) => [resolve(from), resolve(to)]));
  return {
    name: 'status-preview-swap',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (!importer || importer.startsWith(resolve('src/preview') + '/')) return null;
      const found = await this.resolve(source, importer, { ...options, skipSelf: true });
      return (found && swaps.get(found.id)) ?? found;
    },
  };
}
