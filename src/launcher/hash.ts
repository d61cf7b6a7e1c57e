/** The launcher's hash parsing is the router's (one route source, src/panel/routes.ts). */
export { statusRoute } from '../lib/status-hash';
