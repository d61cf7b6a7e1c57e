/**
 * The home page: a hero banner, a grid of featured products (the most popular eight), then the
 * widget's elements (a Popular today collection block and a login block) below them, so the
 * page's own products stay its largest content on a phone.
 */
import type { StoreProduct } from '../catalog';
import type { PageContent } from './layout';
import { productGrid } from './parts';

/** Renders the home page from the shop's `products`; `currency` is the presentment currency code. */
export function homePage(currency: string, products: StoreProduct[]): PageContent {
  const featured = [...products].sort((a, b) => b.popularity - a.popularity || a.id - b.id).slice(0, 8);
  return {
    title: 'Home',
    description: 'Demo Goods: everyday apparel, homeware and accessories, made to last and priced fairly.',
    main: `<section class="hero"><div class="wrap">
<h1>Everyday goods, made to last</h1>
<p>Apparel, homeware and small things that travel, from makers we know by name.</p>
<a class="btn" href="/collections/all">Shop all</a>
</div></section>
<section class="wrap" aria-labelledby="featured-heading">
<h2 id="featured-heading">Featured products</h2>
${productGrid(featured, currency, 0)}
</section>
<div class="wrap"><status-collection type="popularToday" product-amount="6" show-product-titles="true" show-wishlist-button="true"></status-collection></div>
<section class="wrap" aria-label="Your account"><status-login><a href="#status-sign-in">Sign in for favorites and orders</a></status-login></section>`,
  };
}
