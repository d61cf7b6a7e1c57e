/**
 * The sign-in feature's face (docs/architecture.md#rules-the-checks-hold-you-to): what other
 * features, the panel and the entries import from it: the sign-in slot every screen that needs a
 * shopper shows when nobody is signed in. Its form, steps and screens are chunks it loads itself.
 */
export { LoginSlot } from './components/login-slot';
