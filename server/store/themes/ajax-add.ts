/**
 * The product form's Ajax add as themes send it (docs/toolchain.md#dawns-ajax-add-to-cart:
 * FormData to `/cart/add` with `X-Requested-With: XMLHttpRequest`, `sections` and `sections_url`),
 * for the theme patterns whose cart is not the shell's drawer. Plain ES5 for inline scripts.
 */

/**
 * Script text that defines `themeSection(html)` (a rendered section's inner HTML) and
 * `themeBubble(sections)` (refreshes the header's cart link from the 'cart-icon-bubble' section).
 */
export const SECTION_HELPERS =
  'function themeSection(html){var t=document.createElement("template");t.innerHTML=html||"";var s=t.content.querySelector(".shopify-section");return s?s.innerHTML:html;}' +
  'function themeBubble(sections){var b=document.getElementById("cart-icon-bubble");if(b&&sections&&sections["cart-icon-bubble"])b.innerHTML=themeSection(sections["cart-icon-bubble"]);}';

/**
 * Script text that turns `#product-form`'s submit into the Ajax add asking for `sections` (comma
 * separated ids), then calls the function named `done` with the answer (the line item and
 * `sections`) and the add button. An error answer (`{status, description}`) shows under the form;
 * without fetch, or when the call fails, the form posts as a plain form.
 */
export function productFormScript(sections: string, done: string): string {
  return `(function(){var form=document.getElementById("product-form");if(!form||!window.fetch||!window.FormData)return;
form.addEventListener("submit",function(e){e.preventDefault();
var button=form.querySelector("[type=submit]"),error=document.getElementById("product-form-error");
if(button.getAttribute("aria-disabled")==="true")return;button.setAttribute("aria-disabled","true");if(error)error.hidden=true;
var data=new FormData(form);data.append("sections",${JSON.stringify(sections)});data.append("sections_url",location.pathname);
fetch("/cart/add",{method:"POST",headers:{"X-Requested-With":"XMLHttpRequest",Accept:"application/javascript"},body:data})
.then(function(r){return r.json();})
.then(function(res){if(res.status){if(error){error.textContent=res.description;error.hidden=false;}return;}${done}(res,button);})
.catch(function(){form.submit();})
.then(function(){button.removeAttribute("aria-disabled");});});})();`.replace(/\n/g, '');
}
