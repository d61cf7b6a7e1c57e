/** True for a Shopify numeric id as JSON carries it: a positive whole number. Pure. */
export const isId = (v: unknown): v is number => Number.isInteger(v) && (v as number) > 0;
