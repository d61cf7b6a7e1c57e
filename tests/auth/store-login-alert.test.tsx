import { h } from 'preact';
import { render, screen, fireEvent } from '@testing-library/preact';
import { showStoreLoginAlert } from '../../src/auth/store-login';
import { panelNotice } from '../../src/state/widget';

test("a failed store login puts 'You are currently not logged into Shopify' above the panel's screen until dismissed", () => {
  panelNotice.value = null;
  showStoreLoginAlert('error.notLoggedIntoShopify');
  const Notice = panelNotice.value!;
  expect(Notice).toBeTruthy();
  render(<Notice />);
  expect(screen.getByRole('alert').textContent).toContain('You are currently not logged into Shopify');
  fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
  expect(screen.queryByRole('alert')).toBeNull();
});

test("a shop without a multipass key shows the merchant-facing alert", () => {
  showStoreLoginAlert('error.multipassKey');
  render(h(panelNotice.value!, {}));
  expect(screen.getByRole('alert').textContent).toContain('Error: Multipass key not set. Users will not be logged in to Shopify.');
});
