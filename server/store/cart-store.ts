/**
 * In-memory carts of the storefront emulator, keyed by the `cart` cookie's token.
 * Implements Shopify's cart rules: a line is a variant plus its properties (same variant and
 * same properties merge), line keys are `{variantId}:{hash of properties}`, inventory is checked
 * per variant across all its lines, and failures are `CartError`s carrying Shopify's texts.
 * Quantities are whole units; prices are not stored here (they come from the shop's live catalog,
 * which also answers the stock checks).
 */
import { createHash, randomBytes } from 'node:crypto';
import type { StoreCatalog, StoreProduct, StoreVariant } from './catalog';

/** Line item properties as the client sent them (strings from forms, any JSON from JSON bodies). */
export type LineProperties = Record<string, unknown>;

export interface CartLine {
  /** `{variantId}:{32 hex chars}` */
  key: string;
  variantId: number;
  quantity: number;
  properties: LineProperties;
}

export interface Cart {
  token: string;
  note: string | null;
  attributes: Record<string, unknown>;
  lines: CartLine[];
  /** ms since epoch */
  updatedAt: number;
}

/** One item of an add request: variant id, quantity (default 1), properties. */
export interface AddItem { variantId: number; quantity: number; properties: LineProperties }

/** A change request: exactly one of key, variantId, line (1-based) names the line. */
export interface ChangeRequest { key?: string; variantId?: number; line?: number; quantity?: number; properties?: LineProperties }

/** An update request: quantities by line key / variant id, or by line position (0-based array). */
export interface UpdateRequest {
  updates?: Record<string, number> | number[];
  attributes?: Record<string, unknown>;
  note?: string | null;
}

/**
 * A cart failure as Shopify reports it: HTTP `status` (400 or 422) and the `description` text;
 * the body is `{status, message: 'Cart Error', description}`.
 */
export class CartError extends Error {
  constructor(readonly status: 400 | 422, readonly description: string) {
    super(description);
    this.name = 'CartError';
  }
  /** The JSON body Shopify sends with this error. */
  toJSON(): { status: number; message: string; description: string } {
    return { status: this.status, message: 'Cart Error', description: this.description };
  }
}

/** Shopify's line title: the product title, plus ' - {variant}' unless the product has only a default variant. */
export function lineTitle(product: StoreProduct, variant: StoreVariant): string {
  return product.variants.length === 1 && variant.title === 'Default Title' ? product.title : `${product.title} - ${variant.title}`;
}

/** The line key for a variant and its properties: `{variantId}:{md5 of the sorted properties}`. */
export function lineKey(variantId: number, properties: LineProperties): string {
  const sorted = Object.keys(properties).sort().map((k) => [k, properties[k]]);
  return `${variantId}:${createHash('md5').update(JSON.stringify(sorted)).digest('hex')}`;
}

const MAX_CARTS = 10_000;

function lookup(catalog: StoreCatalog, variantId: number) {
  const found = Number.isSafeInteger(variantId) ? catalog.variantById(variantId) : undefined;
  if (!found) throw new CartError(422, 'Cannot find variant');
  return found;
}

function checkQuantity(quantity: number, allowZero: boolean): void {
  if (!Number.isSafeInteger(quantity) || quantity < (allowZero ? 0 : 1)) {
    throw new CartError(422, allowZero ? 'Quantity must be 0 or more' : 'Quantity must be 1 or more');
  }
}

/**
 * Checks that `wanted` units of a variant may be in the cart when `others` units of it are in
 * other lines. Throws 422 'The product '{title}' is already sold out.', 'All {n} {title} are in
 * your cart.' or 'You can only add {n} {title} to the cart.' (n: what is still available).
 */
function checkInventory(product: StoreProduct, variant: StoreVariant, others: number, wanted: number, before: number): void {
  const title = lineTitle(product, variant);
  if (!variant.available || variant.inventory <= 0) throw new CartError(422, `The product '${title}' is already sold out.`);
  if (others + wanted <= variant.inventory) return;
  const alreadyIn = others + before;
  if (alreadyIn >= variant.inventory) throw new CartError(422, `All ${variant.inventory} ${title} are in your cart.`);
  throw new CartError(422, `You can only add ${variant.inventory - alreadyIn} ${title} to the cart.`);
}

const unitsOf = (lines: CartLine[], variantId: number, except?: CartLine) =>
  lines.reduce((n, l) => (l.variantId === variantId && l !== except ? n + l.quantity : n), 0);

/**
 * In-memory cart storage with Shopify's cart operations over the shop's live `catalog` (stock,
 * variants). Operations are atomic: on error nothing changes.
 */
export class CartStore {
  private readonly carts = new Map<string, Cart>();

  constructor(readonly catalog: StoreCatalog) {}

  /**
   * The cart for a token, or undefined. Lines of variants the shop no longer has (a deleted
   * product) leave the cart here, as Shopify drops them when the cart is next read.
   */
  get(token: string | undefined): Cart | undefined {
    const cart = token ? this.carts.get(token) : undefined;
    if (cart?.lines.some((l) => !this.catalog.variantById(l.variantId))) {
      cart.lines = cart.lines.filter((l) => this.catalog.variantById(l.variantId));
    }
    return cart;
  }

  /** Creates an empty cart with a fresh token (oldest carts are dropped past 10,000). */
  create(): Cart {
    if (this.carts.size >= MAX_CARTS) this.carts.delete(this.carts.keys().next().value as string);
    const cart: Cart = { token: `c1-${randomBytes(16).toString('hex')}`, note: null, attributes: {}, lines: [], updatedAt: Date.now() };
    this.carts.set(cart.token, cart);
    return cart;
  }

  /**
   * Adds items (merging into lines with the same variant and properties) and returns the
   * affected lines in request order. Throws CartError 422 for an unknown variant, a sold-out
   * variant, more than the inventory, or a quantity below 1.
   */
  add(cart: Cart, items: AddItem[]): CartLine[] {
    if (items.length === 0) throw new CartError(422, 'Cannot find variant');
    const lines = cart.lines.map((l) => ({ ...l }));
    const touched: CartLine[] = [];
    for (const item of items) {
      const { product, variant } = lookup(this.catalog, item.variantId);
      checkQuantity(item.quantity, false);
      const key = lineKey(variant.id, item.properties);
      let line = lines.find((l) => l.key === key);
      const before = line?.quantity ?? 0;
      checkInventory(product, variant, unitsOf(lines, variant.id, line), before + item.quantity, before);
      if (line) line.quantity += item.quantity;
      else {
        line = { key, variantId: variant.id, quantity: item.quantity, properties: { ...item.properties } };
        lines.push(line);
      }
      if (!touched.includes(line)) touched.push(line);
    }
    cart.lines = lines;
    cart.updatedAt = Date.now();
    return touched;
  }

  /**
   * Sets one line's quantity (0 removes it) and optionally replaces its properties. The line is
   * named by key, by variant id (its first line) or by 1-based position. Throws CartError 400
   * 'no valid id or line parameter' when no line matches, 422 for inventory problems.
   */
  change(cart: Cart, req: ChangeRequest): void {
    let index = -1;
    if (req.line !== undefined) index = Number.isSafeInteger(req.line) ? req.line - 1 : -1;
    else if (req.key !== undefined) index = cart.lines.findIndex((l) => l.key === req.key);
    else if (req.variantId !== undefined) index = cart.lines.findIndex((l) => l.variantId === req.variantId);
    const current = cart.lines[index];
    if (!current) throw new CartError(400, 'no valid id or line parameter');
    const quantity = req.quantity ?? current.quantity;
    checkQuantity(quantity, true);
    const lines = cart.lines.map((l) => ({ ...l }));
    const line = lines[index]!;
    if (quantity === 0) lines.splice(index, 1);
    else {
      const { product, variant } = lookup(this.catalog, line.variantId);
      if (quantity > line.quantity) checkInventory(product, variant, unitsOf(lines, variant.id, line), quantity, line.quantity);
      line.quantity = quantity;
      if (req.properties) {
        line.properties = { ...req.properties };
        line.key = lineKey(line.variantId, line.properties);
        const twin = lines.find((l) => l !== line && l.key === line.key);
        if (twin) {
          twin.quantity += line.quantity;
          lines.splice(lines.indexOf(line), 1);
        }
      }
    }
    cart.lines = lines;
    cart.updatedAt = Date.now();
  }

  /**
   * Updates quantities, attributes and the note. `updates` keys are line keys or variant ids
   * (a variant not in the cart is added, as Shopify does); an array sets lines by position.
   * Quantities above the inventory are lowered to it (Shopify's update.js behavior); 0 removes.
   * Attributes merge; an empty or null value removes the attribute. Throws CartError 422 for
   * an unknown or sold-out variant being added.
   */
  update(cart: Cart, req: UpdateRequest): void {
    let lines = cart.lines.map((l) => ({ ...l }));
    const setQuantity = (line: CartLine, quantity: number) => {
      const { variant } = lookup(this.catalog, line.variantId);
      const room = Math.max(0, variant.inventory - unitsOf(lines, line.variantId, line));
      line.quantity = Math.min(quantity, room);
    };
    if (Array.isArray(req.updates)) {
      req.updates.forEach((quantity, i) => {
        checkQuantity(quantity, true);
        if (lines[i]) setQuantity(lines[i]!, quantity);
      });
    } else if (req.updates) {
      for (const [id, quantity] of Object.entries(req.updates)) {
        checkQuantity(quantity, true);
        const line = id.includes(':') ? lines.find((l) => l.key === id) : lines.find((l) => l.variantId === Number(id));
        if (line) setQuantity(line, quantity);
        else if (!id.includes(':') && quantity > 0) {
          const { product, variant } = lookup(this.catalog, Number(id));
          checkInventory(product, variant, unitsOf(lines, variant.id), 1, 0);
          const fresh: CartLine = { key: lineKey(variant.id, {}), variantId: variant.id, quantity: 0, properties: {} };
          lines.push(fresh);
          setQuantity(fresh, quantity);
        } else if (id.includes(':')) throw new CartError(400, 'no valid id or line parameter');
      }
    }
    lines = lines.filter((l) => l.quantity > 0);
    const attributes = { ...cart.attributes };
    for (const [name, value] of Object.entries(req.attributes ?? {})) {
      if (value === null || value === undefined || value === '') delete attributes[name];
      else attributes[name] = value;
    }
    cart.lines = lines;
    cart.attributes = attributes;
    if (req.note !== undefined) cart.note = req.note;
    cart.updatedAt = Date.now();
  }

  /** Removes every line; the note and attributes stay (as Shopify's clear.js does). */
  clear(cart: Cart): void {
    cart.lines = [];
    cart.updatedAt = Date.now();
  }
}
