/**
 * Shared template parts of the demo theme: money in the presentment currency, price blocks
 * and product cards (image with width/height, lazy below the fold).
 */
import { presentmentCents } from '../seed/catalog';
import type { StoreProduct, StoreVariant } from '../catalog';
import { esc, formatMoney } from '../html';
import { IMAGE_SIZE } from '../shopify-json';

/** Money for shop-currency `cents` shown in `currency` (converted, then formatted). */
export function money(cents: number, currency: string): string {
  return formatMoney(presentmentCents(cents, currency), currency);
}

/** A variant's price, with its compare-at price struck through when it is on sale. */
export function variantPriceHtml(variant: StoreVariant, currency: string): string {
  const price = esc(money(variant.price, currency));
  if (variant.compareAtPrice === null || variant.compareAtPrice <= variant.price) return `<span class="vh">Price</span>${price}`;
  return `<span class="vh">Sale price</span>${price} <span class="vh">Regular price</span><s>${esc(money(variant.compareAtPrice, currency))}</s>`;
}

const isAvailable = (v: StoreVariant) => v.available && v.inventory > 0;

/** A product's card price: the lowest price ('From' when variants differ), sale and sold-out badges. */
export function productPriceHtml(product: StoreProduct, currency: string): string {
  const cheapest = product.variants.reduce((a, b) => (b.price < a.price ? b : a));
  const varies = product.variants.some((v) => v.price !== cheapest.price);
  const sale = product.variants.some((v) => v.compareAtPrice !== null && v.compareAtPrice > v.price);
  const soldOut = !product.variants.some(isAvailable);
  return `<div class="price">${varies ? 'From ' : ''}${variantPriceHtml(cheapest, currency)}` +
    `${sale ? '<span class="badge">Sale</span>' : ''}${soldOut ? '<span class="badge sold">Sold out</span>' : ''}</div>`;
}

/**
 * A product card for grids. Cards at `index >= eagerCount` load their image lazily; the image is
 * decorative inside the link (the title names it) and carries its intrinsic size.
 */
export function productCard(product: StoreProduct, currency: string, index: number, eagerCount: number): string {
  const lazy = index >= eagerCount ? ' loading="lazy"' : '';
  return `<li class="card"><a href="/products/${esc(product.handle)}">` +
    `<img src="${esc(product.image)}" alt="" width="${IMAGE_SIZE}" height="${IMAGE_SIZE}"${lazy} decoding="async">` +
    `<h3>${esc(product.title)}</h3>${productPriceHtml(product, currency)}</a>` +
    // Outside the link (no button inside a link), over the image's corner: absolutely placed, so it shifts nothing.
    `<status-favorite-button product-id="${product.id}" product-title="${esc(product.title)}"></status-favorite-button></li>`;
}

/** A grid of product cards. */
export function productGrid(products: StoreProduct[], currency: string, eagerCount: number): string {
  return `<ul class="grid">${products.map((p, i) => productCard(p, currency, i, eagerCount)).join('')}</ul>`;
}
