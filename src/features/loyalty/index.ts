/**
 * The loyalty feature's face (docs/architecture.md#rules-the-checks-hold-you-to). Empty on
 * purpose: loyalty shows only as For you's sections (points, store credit, membership,
 * subscriptions, the mobile wallet pass), each a chunk that For you's section list loads with
 * `import()` (features/for-you/components/sections.ts), so nothing imports it statically.
 */
export {};
