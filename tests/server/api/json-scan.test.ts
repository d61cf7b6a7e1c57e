// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { MAX_JSON_DEPTH, scanJson } from '../../../server/api/lib/json-scan';

const nest = (n: number) => '['.repeat(n) + ']'.repeat(n);

describe('scanJson', () => {
  it('passes ordinary bodies, nesting up to the limit and escaped characters', () => {
    for (const ok of [
      '{"data":{"shopId":"demo-shop","items":[{"id":1}]}}',
      nest(MAX_JSON_DEPTH),
      '"a\\"[[[[\\\\"',
      '"\\u0001 \\u00e9 \\ud83d\\ude00 😀"',
      '"\\\\u0000"', // a backslash then the text u0000: no NUL
      '{"brackets in strings":"[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[["}',
    ]) expect(scanJson(ok), ok).toBeNull();
  });

  it('refuses nesting one level deeper than the limit, of arrays and of objects', () => {
    expect(scanJson(nest(MAX_JSON_DEPTH + 1))).toBe(`is nested deeper than ${MAX_JSON_DEPTH} levels`);
    expect(scanJson('{"a":'.repeat(4) + '1' + '}'.repeat(4), 3)).toBe('is nested deeper than 3 levels');
  });

  it('refuses a NUL escape, in any case of hex digits', () => {
    expect(scanJson('{"a":"x\\u0000"}')).toMatch(/NUL/);
    expect(scanJson('["\\\\\\u0000"]')).toMatch(/NUL/); // an escaped backslash, then a NUL escape
  });

  it('refuses unpaired surrogate escapes', () => {
    for (const bad of ['"\\ud800"', '"\\ud800x"', '"\\udc00"', '"\\ud800\\ud800"', '"\\uDBFF\\n"', '"\\ud83d😀"']) {
      expect(scanJson(bad), bad).toBe('contains an unpaired surrogate escape');
    }
  });

  it('stays linear: 200,000 levels and a megabyte of escapes take milliseconds', () => {
    const started = performance.now();
    expect(scanJson(nest(200_000))).not.toBeNull();
    expect(scanJson(`"${'\\u0041'.repeat(170_000)}"`)).toBeNull();
    expect(performance.now() - started).toBeLessThan(1000);
  });
});
