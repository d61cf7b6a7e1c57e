/** Types of server.mjs for perf/open.ts (the baseline folder is outside the root tsconfig). */
export interface BaselineProduct { id: number; handle: string; title: string; price: number; image: string }
export declare const PRODUCTS: BaselineProduct[];
/** Starts the baseline demo store on 127.0.0.1:`port` (0 = free); `url` has no trailing slash. */
export declare function startBaselineServer(opts?: { port?: number; distDir?: string }): Promise<{ url: string; close(): Promise<void> }>;
