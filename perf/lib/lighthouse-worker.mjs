/**
 * Runs one Lighthouse navigation in a plain Node process (no tsx): tsx's transform gives
 * functions a `__name` helper, and Lighthouse serialises some functions into the page, where
 * `__name` does not exist (ReferenceError in computeBenchmarkIndex). perf/lib/lighthouse.ts spawns
 * this file with `node`.
 *
 * Input: argv[2] is JSON `{url, port, config}` (port: a running Chrome's DevTools port; config: a
 * Lighthouse config). Output: the LHR as JSON on stdout; exit 1 with the error on stderr.
 */
import lighthouse from 'lighthouse';

const { url, port, config } = JSON.parse(process.argv[2]);
try {
  const result = await lighthouse(url, { port, output: 'json', logLevel: 'error' }, config);
  if (!result) throw new Error(`Lighthouse returned no result for ${url}`);
  process.stdout.write(JSON.stringify(result.lhr));
} catch (e) {
  console.error(e instanceof Error ? e.stack : e);
  process.exitCode = 1;
}
