/**
 * The loyalty points store (docs/product.md#for-you-sections 'points', #orders-and-loyalty 'Loyalty points', #api-calls
 * `GET /points/{shopId}`, 8 'Missing loyalty SDK'): the signed-in customer's points in the request cache under
 * 'points', and the one-time check that the points provider's rewards SDK is on the store page.
 */
import { entry, load } from '../../../cache/request-cache';
import { pageConfig } from '../../../settings/config';
import { customerId } from '../../../session/session';
import { fetchPoints } from '../api/points';

/** Request-cache key of the points of customer `id`. */
const key = () => 'points:' + (customerId.value ?? '');

/** The points entry of the signed-in customer (data: a whole number). Read in render. */
export const pointsEntry = () => entry<number>(key());

/** Loads the points once per customer (reuses what is cached, docs/product.md#request-cache). Never rejects. */
export function loadPoints(): Promise<void> {
  const shopId = pageConfig.value?.shopId;
  if (!shopId) return Promise.resolve();
  return load(key(), async () => ({ data: await fetchPoints(shopId) }), { noRefresh: true });
}

let sdkChecked = false;

/**
 * docs/product.md#error-messages: when the points provider's rewards SDK global (the setting's `sdkGlobal`, e.g.
 * 'Smile' or 'LoyaltyLion') is missing from the page, logs one console error per page: the one
 * console error the product asks for, so it is not a report (lib/report.ts warns). Does
 * nothing without a `sdkGlobal` (the provider is then unknown) or once checked.
 * @param sdkGlobal the name of the SDK's global on `window`
 */
export function checkRewardsSdk(sdkGlobal: unknown): void {
  if (sdkChecked || typeof sdkGlobal !== 'string' || !sdkGlobal) return;
  sdkChecked = true;
  if ((window as unknown as Record<string, unknown>)[sdkGlobal] == null) {
    console.error(`[status] The rewards SDK is not installed: window.${sdkGlobal} is missing, so points cannot be redeemed on this page.`);
  }
}

/** Test helper: check the SDK again. */
export function resetSdkCheck(): void {
  sdkChecked = false;
}
