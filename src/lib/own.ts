/**
 * Own-property lookups (docs/security.md#hostile-prototypes): themes add enumerable junk to Object.prototype
 * (`Object.prototype.themeFlag = true`), and names from the page, the settings, an API answer,
 * storage or the URL hash may be `constructor` or `__proto__`. A lookup by such a name must
 * see only what the object itself holds. Tables we declare use `{__proto__: null, ...}` instead.
 */

/** True when `key` is `o`'s own property (inherited ones, from Object.prototype or a theme's additions, are not). */
export const own = (o: object, key: PropertyKey): boolean => Object.prototype.hasOwnProperty.call(o, key);

/** `o[key]` when it is `o`'s own property, else undefined. */
export const ownValue = <T>(o: Record<string, T>, key: string): T | undefined => (own(o, key) ? o[key] : undefined);
