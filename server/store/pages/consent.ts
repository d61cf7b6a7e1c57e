/**
 * The demo store's Customer Privacy API and consent banner
 * (docs/toolchain.md#shopifys-customer-privacy-api), an inline `<head>` script as a Shopify storefront has it:
 * - `Shopify.loadFeatures([{name: 'consent-tracking-api', version: '0.1'}], cb)` defines
 *   `Shopify.customerPrivacy` and calls `cb(null)` asynchronously;
 * - `Shopify.customerPrivacy`: analyticsProcessingAllowed, preferencesProcessingAllowed,
 *   marketingAllowed, saleOfDataAllowed, currentVisitorConsent ({analytics, marketing,
 *   preferences, sale_of_data}: 'yes', 'no' or ''), shouldShowBanner, setTrackingConsent(consent
 *   or boolean, callback), which stores the decision in the `_tracking_consent` cookie (JSON
 *   here) and fires `visitorConsentCollected` on document with Shopify's detail shape
 *   `{analyticsAllowed, firstPartyMarketingAllowed, marketingAllowed, preferencesAllowed,
 *   saleOfDataAllowed, thirdPartyMarketingAllowed}`.
 * The store loads the feature itself on every page (as Shopify's own banner does), unless the URL
 * has `?privacy-api=lazy`: then only `loadFeatures` is there, so the widget must load it after
 * the shopper acts. A `?region=eu` visitor (remembered in the `store_region` cookie; `?region=us`
 * forgets it) needs consent: until they decide, nothing is allowed and a banner with Accept and
 * Decline shows at the bottom left (clear of the launcher at the bottom right). Everyone else is
 * allowed everything unless they declined. Never throws into the page.
 */

/** Cookie remembering the visitor's region ('eu' needs a consent banner). */
export const REGION_COOKIE = 'store_region';
/** Cookie holding the visitor's decision, JSON `{analytics, marketing, preferences, sale_of_data}` booleans. */
export const CONSENT_COOKIE = '_tracking_consent';

const SCRIPT = `(function(w,d){try{
var S=w.Shopify=w.Shopify||{},q=location.search,m=q.match(/[?&]region=([a-z]{2})\\b/i);
if(m)d.cookie="${REGION_COOKIE}="+m[1].toLowerCase()+";path=/;max-age=1209600;samesite=lax";
var eu=m?m[1].toLowerCase()=="eu":/(?:^|; )${REGION_COOKIE}=eu(?:;|$)/.test(d.cookie);
function get(){var c=d.cookie.match(/(?:^|; )${CONSENT_COOKIE}=([^;]*)/);try{return c?JSON.parse(decodeURIComponent(c[1])):null}catch(e){return null}}
function ok(k){var c=get();return c?c[k]===true:!eu}
function yes(k){var c=get();return c&&k in c?(c[k]?"yes":"no"):""}
var api={analyticsProcessingAllowed:function(){return ok("analytics")},preferencesProcessingAllowed:function(){return ok("preferences")},
marketingAllowed:function(){return ok("marketing")},saleOfDataAllowed:function(){return ok("sale_of_data")},
currentVisitorConsent:function(){return{analytics:yes("analytics"),marketing:yes("marketing"),preferences:yes("preferences"),sale_of_data:yes("sale_of_data")}},
shouldShowBanner:function(){return eu&&!get()},
setTrackingConsent:function(v,cb){var c=typeof v=="boolean"?{analytics:v,marketing:v,preferences:v,sale_of_data:v}:{analytics:!!(v&&v.analytics),marketing:!!(v&&v.marketing),preferences:!!(v&&v.preferences),sale_of_data:!!(v&&v.sale_of_data)};
d.cookie="${CONSENT_COOKIE}="+encodeURIComponent(JSON.stringify(c))+";path=/;max-age=31536000;samesite=lax";
setTimeout(function(){d.dispatchEvent(new CustomEvent("visitorConsentCollected",{detail:{analyticsAllowed:c.analytics,firstPartyMarketingAllowed:c.marketing,marketingAllowed:c.marketing,preferencesAllowed:c.preferences,saleOfDataAllowed:c.sale_of_data,thirdPartyMarketingAllowed:c.marketing}}));cb&&cb()},0)}};
S.loadFeatures=function(f,cb){setTimeout(function(){(f||[]).forEach(function(x){if(x&&x.name=="consent-tracking-api")S.customerPrivacy=api});cb&&cb(null)},0)};
if(!/[?&]privacy-api=lazy\\b/.test(q))S.customerPrivacy=api;
function banner(){if(!api.shouldShowBanner())return;var b=d.createElement("section");b.className="consent-banner";b.setAttribute("aria-label","Cookie consent");
b.innerHTML='<p>We use cookies and similar tools to remember what you viewed and to measure how the store is used.</p><div><button type="button" class="btn" data-v="1">Accept</button> <button type="button" class="btn btn-secondary" data-v="">Decline</button></div>';
b.addEventListener("click",function(e){var t=e.target.closest&&e.target.closest("button");if(t){api.setTrackingConsent(!!t.getAttribute("data-v"));b.remove()}});d.body.appendChild(b)}
d.readyState=="loading"?d.addEventListener("DOMContentLoaded",banner):banner();
}catch(e){}})(window,document)`;

const CSS = '.consent-banner{position:fixed;left:16px;bottom:16px;z-index:900;max-width:380px;background:#fff;border:1px solid #8a8a8a;border-radius:8px;padding:16px;box-shadow:0 4px 16px rgba(0,0,0,.15);font-size:14px}.consent-banner p{margin:0 0 12px}.consent-banner .btn{padding:8px 18px}.consent-banner .btn-secondary{background:#fff;color:#121212}';

/** The `<head>` markup: the banner's CSS and the API script. */
export const CONSENT_HEAD = `<style>${CSS}</style><script>${SCRIPT}</script>`;
