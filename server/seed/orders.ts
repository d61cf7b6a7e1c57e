/** How the demo shop prices, ships and tracks orders now lives with the local Shopify (server/store/seed/orders.ts). */
export * from '../store/seed/orders';
