/** The extension's entry: Shopify calls the default export with the block's document ready. */
import '@shopify/ui-extensions/preact';
import { render } from 'preact';
import { OrdersBlock } from './orders-block';

export default async () => {
  render(<OrdersBlock />, document.body);
};
