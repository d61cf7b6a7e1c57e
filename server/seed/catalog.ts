/** The demo shop's catalog now lives with the local Shopify that owns it (server/store/seed/catalog.ts). */
export * from '../store/seed/catalog';
