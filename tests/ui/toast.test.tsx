import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/preact';
import { Toasts, mountSiteToasts } from '../../src/ui/toast';
import { current, dismissToast, showToast, TRIGGER_TOAST_MS } from '../../src/toasts/toasts';
import { openWidget, closeWidget } from '../../src/panel/widget';

function clearQueue() {
  while (current.value) dismissToast(current.value.id);
}

beforeEach(() => {
  vi.useFakeTimers();
  clearQueue();
  openWidget();
});
afterEach(() => {
  cleanup();
  clearQueue();
  closeWidget();
  vi.useRealTimers();
});

const status = () => screen.getByRole('status');

describe('toasts', () => {
  test('shows one toast at a time, each for 4,000 ms, then the next', () => {
    render(<Toasts variant="widget" />);
    act(() => {
      showToast('Unable to save item');
      showToast('Collection deleted');
    });
    expect(status().textContent).toBe('Unable to save item');
    act(() => void vi.advanceTimersByTime(3999));
    expect(status().textContent).toBe('Unable to save item');
    act(() => void vi.advanceTimersByTime(1));
    expect(status().textContent).toBe('Collection deleted');
    act(() => void vi.advanceTimersByTime(4000));
    expect(status().textContent).toBe('');
  });

  test('a trigger toast stays 8,000 ms', () => {
    render(<Toasts variant="widget" />);
    act(() => void showToast('Welcome back', { ms: TRIGGER_TOAST_MS }));
    act(() => void vi.advanceTimersByTime(7999));
    expect(status().textContent).toBe('Welcome back');
    act(() => void vi.advanceTimersByTime(1));
    expect(status().textContent).toBe('');
  });

  test('pauses while hovered and resumes with the time it had left', () => {
    render(<Toasts variant="widget" />);
    act(() => void showToast('Collection deleted'));
    act(() => void vi.advanceTimersByTime(3000));
    const box = screen.getByText('Collection deleted').parentElement!;
    act(() => void fireEvent.mouseEnter(box));
    act(() => void vi.advanceTimersByTime(10_000));
    expect(status().textContent).toBe('Collection deleted');
    act(() => void fireEvent.mouseLeave(box));
    act(() => void vi.advanceTimersByTime(999));
    expect(status().textContent).toBe('Collection deleted');
    act(() => void vi.advanceTimersByTime(1));
    expect(status().textContent).toBe('');
  });

  test('pauses while its action button has focus', () => {
    render(<Toasts variant="widget" />);
    act(() => void showToast('Collection deleted', { action: { label: 'Undo', run: () => {} } }));
    const undo = screen.getByRole('button', { name: 'Undo' });
    act(() => void fireEvent.focus(undo));
    act(() => void vi.advanceTimersByTime(10_000));
    expect(screen.getByRole('button', { name: 'Undo' })).toBeTruthy();
    act(() => void fireEvent.blur(undo));
    act(() => void vi.advanceTimersByTime(4000));
    expect(screen.queryByRole('button', { name: 'Undo' })).toBeNull();
  });

  test('the action button runs the action and closes the toast', () => {
    const run = vi.fn();
    render(<Toasts variant="widget" />);
    act(() => void showToast('Collection deleted', { action: { label: 'Undo', run } }));
    act(() => void fireEvent.click(screen.getByRole('button', { name: 'Undo' })));
    expect(run).toHaveBeenCalledTimes(1);
    expect(status().textContent).toBe('');
  });

  test('while the panel is closed the toast shows on the page, in its own host, not in the panel', () => {
    closeWidget();
    render(<Toasts variant="widget" />);
    mountSiteToasts();
    act(() => void showToast('Unable to save item', { tone: 'error' }));
    expect(status().textContent).toBe('');
    const host = document.querySelector('status-toasts')!;
    expect(host.shadowRoot!.querySelector('[role="status"]')!.textContent).toBe('Unable to save item');
    act(() => openWidget());
    expect(status().textContent).toBe('Unable to save item');
    expect(host.shadowRoot!.querySelector('[role="status"]')!.textContent).toBe('');
  });
});

describe('screen readers', () => {
  test('the first toast is put into a polite live region that was already on the page', async () => {
    const records: MutationRecord[] = [];
    const observer = new MutationObserver((r) => records.push(...r));
    observer.observe(document.body, { childList: true, subtree: true });
    showToast('Unable to save item');
    render(<Toasts variant="widget" />);
    await Promise.resolve();
    observer.disconnect();
    const region = status();
    expect(region.getAttribute('aria-live')).toBe('polite');
    expect(region.textContent).toBe('Unable to save item');
    // the region arrived empty; the message came later, as a change inside it
    expect(records.some((r) => r.target === region && [...r.addedNodes].some((n) => n.textContent === 'Unable to save item'))).toBe(true);
  });
});
