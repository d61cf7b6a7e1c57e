// Test setup: IndexedDB for idb-keyval (happy-dom has none) and jest-dom-like matchers are not used;
// assertions go through Testing Library queries and plain expect.
import 'fake-indexeddb/auto';
