/** The extension's entry: Shopify calls the default export with the block's document ready. */
import '@shopify/ui-extensions/preact';
import { render } from 'preact';
import { ProfileBlock } from './profile-block';

export default async () => {
  render(<ProfileBlock />, document.body);
};
