import { afterEach, expect, test, vi } from 'vitest';
import { render, screen, cleanup } from '@testing-library/preact';

vi.mock('../../src/auth/sign-out', () => ({ signOutAndLeave: vi.fn(() => new Promise(() => {})) }));
import SignOut from '../../src/screens/sign-out';
import { signOutAndLeave } from '../../src/auth/sign-out';
import { pageConfig } from '../../src/state/widget';
import { config } from '../panel/fixtures';

afterEach(() => {
  cleanup();
  pageConfig.value = null;
});

test("signs out once on mount and says 'Signing out…' in a polite live region", async () => {
  pageConfig.value = config;
  const { rerender } = render(<SignOut />);
  const status = await screen.findByRole('status');
  expect(status.textContent).toBe('Signing out…');
  expect(status.getAttribute('aria-live')).toBe('polite');
  rerender(<SignOut />);
  expect(signOutAndLeave).toHaveBeenCalledTimes(1);
  expect(signOutAndLeave).toHaveBeenCalledWith(config);
});
