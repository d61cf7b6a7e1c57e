/**
 * Like lighthouse-worker.mjs (one Lighthouse navigation in plain Node), but also reports the
 * nodes of the Lantern LCP simulations (optimistic and pessimistic graphs, docs/performance.md#storefront-impact):
 * for each network node its URL, priority, observed and simulated times; for each CPU node its
 * observed and simulated times and the scripts it evaluated. Used by perf/lcp-nodes.ts to see
 * which of our requests and tasks the simulated LCP includes.
 *
 * Input: argv[2] is JSON `{url, port, config}`. Output: JSON `{lhr, lantern}` on stdout.
 */
import lighthouse from 'lighthouse';
import * as Lantern from 'lighthouse/core/lib/lantern/lantern.js';

const { url, port, config } = JSON.parse(process.argv[2]);
try {
  const result = await lighthouse(url, { port, output: 'json', logLevel: 'error' }, config);
  if (!result) throw new Error(`Lighthouse returned no result for ${url}`);
  const lantern = {};
  for (const [label, timings] of Lantern.Simulation.Simulator.allNodeTimings) {
    if (!/LargestContentfulPaint|FirstContentfulPaint/.test(label)) continue;
    let t0 = Infinity;
    for (const [node] of timings) t0 = Math.min(t0, node.startTime);
    lantern[label] = [...timings].map(([node, t]) => ({
      type: node.type,
      url: node.type === 'network' ? node.request.url : undefined,
      priority: node.type === 'network' ? node.request.priority : undefined,
      resourceType: node.type === 'network' ? node.request.resourceType : undefined,
      transferSize: node.type === 'network' ? node.request.transferSize : undefined,
      initiatorType: node.type === 'network' ? node.initiatorType : undefined,
      scripts: node.type === 'cpu' ? node.getEvaluateScriptURLs?.() && [...node.getEvaluateScriptURLs()] : undefined,
      layout: node.type === 'cpu' ? node.didPerformLayout() : undefined,
      observedStartMs: (node.startTime - t0) / 1000,
      observedEndMs: (node.endTime - t0) / 1000,
      simStartMs: t.startTime,
      simEndMs: t.endTime,
    }));
  }
  // Trace events that name our script (evaluation, compile, requests) or any script evaluation.
  const events = result.artifacts.Trace.traceEvents.filter((e) =>
    /status\//.test(JSON.stringify(e.args ?? {})) || /EvaluateScript|evaluateModule|v8.compileModule/.test(e.name));
  process.stdout.write(JSON.stringify({ lhr: result.lhr, lantern, events }));
} catch (e) {
  console.error(e instanceof Error ? e.stack : e);
  process.exitCode = 1;
}
