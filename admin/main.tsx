/**
 * The admin's entry (dist/admin/admin.js): the only module with side effects. Loads Polaris's
 * and Polaris Viz's styles, then draws the app inside Polaris's AppProvider (Polaris's English
 * strings; our own go through i18n.ts) with one config store, into the shell page's #root.
 * App Bridge (the `shopify` global) is loaded by the shell page before this script.
 */
import '@shopify/polaris/build/esm/styles.css';
import '@shopify/polaris-viz/build/esm/styles.css';
import { createRoot } from 'react-dom/client';
import { Root } from './root';

const container = document.getElementById('root');
if (container) createRoot(container).render(<Root />);
