/** The extension's entry: Shopify calls the default export with the page's document ready. */
import '@shopify/ui-extensions/preact';
import { render } from 'preact';
import { FavoritesPage } from './favorites-page';

export default async () => {
  render(<FavoritesPage />, document.body);
};
