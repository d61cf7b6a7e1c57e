/**
 * Copies text to the clipboard (docs/product.md#screens-and-parts 'Credit card'):
 * `navigator.clipboard` first, then the older `document.execCommand('copy')` on a hidden text area
 * (http pages and older browsers have no async clipboard). Never throws.
 * @returns true when one of them reported success
 */
export async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    /* blocked or missing: try the fallback */
  }
  const area = document.createElement('textarea');
  try {
    area.value = text;
    area.setAttribute('readonly', '');
    area.style.cssText = 'position:fixed;top:0;left:0;opacity:0;';
    document.body.appendChild(area);
    area.select();
    return document.execCommand('copy');
  } catch {
    return false;
  } finally {
    area.remove();
  }
}
