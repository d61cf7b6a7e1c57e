/**
 * `npm run api`, or `node dist/api/main.js` after `npm run build:api`: the production start
 * (docs/deploying.md). Reads the
 * configuration from the environment; refuses to start, listing every problem, when something
 * required is missing or wrong. SIGTERM and SIGINT stop it gracefully.
 */
import { loadConfig } from './config';
import { startProductionApi } from './production';

const result = loadConfig(process.env);
if (!result.ok) {
  console.error(`The API cannot start. Fix these settings:\n${result.errors.map((e) => `  - ${e}`).join('\n')}`);
  process.exit(1);
}
const { config } = result;
const api = await startProductionApi(config);
console.log(`API listening on ${api.url} for the Shopify app ${config.shopifyApp.apiKey} (API ${config.shopifyApp.apiVersion})${config.staging ? ' (STATUS_STAGING: a staging stack, not for production)' : ''}${config.emulatorHost ? ` (Firebase Auth emulator at ${config.emulatorHost})` : ''}${config.shopifyAdminOrigin ? ` (Shopify at ${config.shopifyAdminOrigin})` : ''}`);

const stop = async () => {
  await api.close();
  process.exit(0);
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
