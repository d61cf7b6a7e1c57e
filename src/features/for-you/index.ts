/**
 * The For you feature's face (docs/architecture.md#rules-the-checks-hold-you-to): what other
 * features, the panel and the entries import from it. For you is the panel's first screen and
 * ships in its entry, with the store of its lists. Its sections are chunks it loads itself
 * (./components/sections.ts).
 */
export { default as ForYou } from './screens/foryou';
export { forYou, loadForYou } from './state/for-you';
