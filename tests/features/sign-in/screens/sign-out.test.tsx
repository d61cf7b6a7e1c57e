import { afterEach, expect, test, vi } from 'vitest';
import { render, screen, cleanup } from '@testing-library/preact';

vi.mock('../../../../src/features/sign-in/state/sign-out', () => ({ signOutAndLeave: vi.fn(() => new Promise(() => {})) }));
import SignOut from '../../../../src/features/sign-in/screens/sign-out';
import { signOutAndLeave } from '../../../../src/features/sign-in/state/sign-out';

afterEach(cleanup);

test("signs out once on mount and says 'Signing out…' in a polite live region", async () => {
  const { rerender } = render(<SignOut />);
  const status = await screen.findByRole('status');
  expect(status.textContent).toBe('Signing out…');
  expect(status.getAttribute('aria-live')).toBe('polite');
  rerender(<SignOut />);
  expect(signOutAndLeave).toHaveBeenCalledTimes(1);
});
