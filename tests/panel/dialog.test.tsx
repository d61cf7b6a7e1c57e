import { afterEach, expect, test, vi } from 'vitest';
import { render, screen, cleanup, fireEvent, act } from '@testing-library/preact';
import { signal } from '@preact/signals';
import { useState } from 'preact/hooks';
import { Dialog } from '../../src/panel/dialog';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

/** A dialog holding a heading, a card with a Remove button and a Close button. */
function Panel({ onClose = () => {} }: { onClose?(): void }) {
  const [card, setCard] = useState(true);
  return (
    <Dialog open={signal(true)} labelledBy="h" onClose={onClose}>
      <h2 id="h">My account</h2>
      {card && <button type="button" onClick={() => setCard(false)}>Remove Canvas Tote</button>}
      <button type="button" onClick={onClose}>Close</button>
    </Dialog>
  );
}

test('opening moves focus into the dialog, which is named by its heading', () => {
  render(<Panel />);
  const dialog = screen.getByRole('dialog', { name: 'My account' });
  expect(dialog.getAttribute('aria-modal')).toBe('true');
  expect(document.activeElement).toBe(dialog);
});

test('Tab from the last control goes to the first, Shift+Tab from the first to the last, Escape closes', () => {
  const onClose = vi.fn();
  render(<Panel onClose={onClose} />);
  const first = screen.getByRole('button', { name: 'Remove Canvas Tote' });
  const last = screen.getByRole('button', { name: 'Close' });
  last.focus();
  fireEvent.keyDown(last, { key: 'Tab' });
  expect(document.activeElement).toBe(first);
  fireEvent.keyDown(first, { key: 'Tab', shiftKey: true });
  expect(document.activeElement).toBe(last);
  fireEvent.keyDown(last, { key: 'Escape' });
  expect(onClose).toHaveBeenCalledTimes(1);
});

test('when the focused control is removed (a card the shopper removed), focus goes back to the dialog, so Tab and Escape still work', async () => {
  vi.useFakeTimers();
  render(<Panel />);
  const remove = screen.getByRole('button', { name: 'Remove Canvas Tote' });
  remove.focus();
  await act(() => {
    fireEvent.click(remove);
  });
  expect(screen.queryByRole('button', { name: 'Remove Canvas Tote' })).toBeNull();
  // Chromium dispatches focusout (relatedTarget null) at the removed control, and focus falls to the body.
  fireEvent.focusOut(screen.getByRole('dialog'), { relatedTarget: null });
  if (document.activeElement !== document.body) (document.activeElement as HTMLElement).blur();
  await act(() => {
    vi.runAllTimers();
  });
  expect(document.activeElement).toBe(screen.getByRole('dialog'));
});

test('focus that moves to another control of the dialog stays there', async () => {
  vi.useFakeTimers();
  render(<Panel />);
  const close = screen.getByRole('button', { name: 'Close' });
  screen.getByRole('button', { name: 'Remove Canvas Tote' }).focus();
  close.focus();
  await act(() => {
    vi.runAllTimers();
  });
  expect(document.activeElement).toBe(close);
});
