/** The error of a part of Shopify's Admin schema that the local Shopify does not serve. */
import { GraphQLError } from 'graphql';

/** Its extensions.code. */
export const NOT_RESOLVED = 'NOT_RESOLVED_BY_LOCAL_SHOPIFY';

/** "The local Shopify does not resolve {what}", e.g. `Shop.billingAddress`. */
export const notResolved = (what: string): GraphQLError =>
  new GraphQLError(`The local Shopify does not resolve ${what}`, { extensions: { code: NOT_RESOLVED } });
