import { afterEach, expect, test, vi } from 'vitest';
import { reportError, resetReports, setReportHook } from '../../src/lib/report';

afterEach(() => {
  setReportHook(null);
  resetReports();
  vi.restoreAllMocks();
});

test('writes each kind to the console once, with its details', () => {
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  reportError('store-email-mismatch', { storeCustomerId: '7' });
  reportError('store-email-mismatch', { storeCustomerId: '8' });
  reportError('after-login:quiz');
  expect(warn).toHaveBeenCalledTimes(2);
  expect(warn).toHaveBeenNthCalledWith(1, '[status] store-email-mismatch', { storeCustomerId: '7' });
  expect(warn).toHaveBeenNthCalledWith(2, '[status] after-login:quiz', {});
});

test('the hook gets every report, and a throwing hook is ignored', () => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  const hook = vi.fn();
  setReportHook(hook);
  reportError('a', { n: 1 });
  reportError('a', { n: 2 });
  expect(hook.mock.calls).toEqual([['a', { n: 1 }], ['a', { n: 2 }]]);
  setReportHook(() => {
    throw new Error('reporter down');
  });
  expect(() => reportError('b')).not.toThrow();
});
