// The one error path (src/lib/report.ts): what a merchant's error service and the console get.
import { afterEach, expect, test, vi } from 'vitest';
import { report, type ErrorReport } from '../../src/lib/report';

afterEach(() => {
  vi.restoreAllMocks();
});

/** Every `status:error` the page hears while `run` runs. */
function heard(run: () => void): ErrorReport[] {
  const got: ErrorReport[] = [];
  const listen = (e: Event) => got.push((e as CustomEvent<ErrorReport>).detail);
  document.addEventListener('status:error', listen);
  try {
    run();
  } finally {
    document.removeEventListener('status:error', listen);
  }
  return got;
}

test("a merchant's listener hears every report as status:error, with where it happened, the message and the details", () => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  const got = heard(() => {
    report(new Error('Failed to fetch'), 'cart-sync');
    report(new Error('Failed to fetch'), 'cart-sync');
    report('offline', 'chunk', { name: 'orders' });
  });
  expect(got).toEqual([
    { context: 'cart-sync', message: 'Failed to fetch' },
    { context: 'cart-sync', message: 'Failed to fetch' },
    { context: 'chunk', message: 'offline', details: { name: 'orders' } },
  ]);
});

test('the console warns of each report with its context, the error and its details', () => {
  const error = vi.spyOn(console, 'warn').mockImplementation(() => {});
  const failed = new Error('Failed to fetch');
  report(failed, 'cart-sync');
  report(new Error('store customer differs'), 'store-email-mismatch', { storeCustomerId: '7' });
  expect(error.mock.calls).toEqual([
    ['[status] cart-sync', failed, ''],
    ['[status] store-email-mismatch', expect.objectContaining({ message: 'store customer differs' }), { storeCustomerId: '7' }],
  ]);
});

test('a listener that throws, or an error whose toString throws, never breaks the widget', () => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  const boom = () => {
    throw new Error('reporter down');
  };
  document.addEventListener('status:error', boom);
  const onError = vi.fn((e: Event) => e.preventDefault());
  window.addEventListener('error', onError);
  try {
    expect(() => report(new Error('x'), 'a')).not.toThrow();
    const hostile = { toString: () => { throw new Error('no'); } };
    expect(() => report(hostile, 'b')).not.toThrow();
  } finally {
    document.removeEventListener('status:error', boom);
    window.removeEventListener('error', onError);
  }
});

