/*
 * The local Shopify's stand-in for App Bridge's CDN script (https://cdn.shopify.com/shopifycloud/app-bridge.js),
 * served at /cdn/shopifycloud/app-bridge.js. An embedded app loads it as the first script of its page,
 * after <meta name="shopify-api-key" content="{client id}">. It gives the page what
 * @shopify/app-bridge-react 4 uses:
 *   - the `shopify` global: config {apiKey, shop, host, locale, appOrigins, disabledFeatures}, origin,
 *     ready, environment, idToken(), toast.show/hide, saveBar.show/hide/toggle/leaveConfirmation,
 *     loading(on);
 *   - fetch patched to send `Authorization: Bearer <session token>` to the app's own origin (and
 *     appOrigins), retrying once with a fresh token when the answer is 401 with
 *     `X-Shopify-Retry-Invalid-Session-Request: 1`;
 *   - the custom elements <ui-save-bar> (show/hide/toggle, `showing`, 'show'/'hide' events; the
 *     host's Save and Discard click the `<button variant="primary">` / the other `<button>`
 *     children), <ui-nav-menu> (its links appear in the host's nav; a host click clicks the link),
 *     <ui-title-bar> (its title and buttons appear above the frame), <ui-modal> (a dialog in the page).
 * It talks to the admin host (the parent window, admin-host/host.js) with postMessage: every
 * message is an object `{channel: 'app-bridge', type, ...}`; the host's origin is this script's
 * origin, and messages are only taken from the parent window at that origin. The message types
 * are listed in admin-host/README.md.
 */
(function () {
  'use strict';
  if (window.shopify && window.shopify.__local) return;

  var CHANNEL = 'app-bridge';
  var CONFIG_KEY = 'app-bridge-config';

  function originOf(url) {
    try { return url ? new URL(url, location.href).origin : ''; } catch (e) { return ''; }
  }
  var script = document.currentScript;
  var hostOrigin = originOf(script && script.src) || originOf(document.referrer);

  function meta(name) {
    var el = document.querySelector('meta[name="' + name + '"]');
    return el ? (el.getAttribute('content') || '').trim() : '';
  }
  function list(value) {
    return value ? value.split(',').map(function (s) { return s.trim(); }).filter(Boolean) : [];
  }

  // shop, host and locale come with the frame's URL; a page loaded later in the same frame
  // without them (a plain link) keeps the ones of the first load, as App Bridge does.
  var params = new URLSearchParams(location.search);
  var saved = {};
  try { saved = JSON.parse(sessionStorage.getItem(CONFIG_KEY) || '{}') || {}; } catch (e) { saved = {}; }
  var config = {
    apiKey: meta('shopify-api-key'),
    shop: params.get('shop') || saved.shop || '',
    host: params.get('host') || saved.host || '',
    locale: params.get('locale') || saved.locale || 'en',
    appOrigins: list(meta('shopify-app-origins')),
    disabledFeatures: list(meta('shopify-disabled-features')),
  };
  try { sessionStorage.setItem(CONFIG_KEY, JSON.stringify({ shop: config.shop, host: config.host, locale: config.locale })); } catch (e) { /* storage may be blocked in a frame */ }
  if (!config.apiKey) console.error('App Bridge: add <meta name="shopify-api-key" content="{client id}"> before the App Bridge script.');

  var framed = window.parent !== window;
  if (!framed && config.shop && config.disabledFeatures.indexOf('auto-redirect') < 0 && hostOrigin) {
    // opened outside the admin: go to the app's page in the admin, which frames this page
    var sub = location.pathname.replace(/^\/admin(?=\/|$)/, '');
    location.assign(hostOrigin + '/admin/apps/status' + (sub === '/' ? '' : sub));
    return;
  }

  // --- messages to and from the host ------------------------------------------------------

  function send(type, fields) {
    if (!framed || !hostOrigin) return;
    var message = { channel: CHANNEL, type: type };
    for (var k in fields) if (Object.prototype.hasOwnProperty.call(fields, k)) message[k] = fields[k];
    window.parent.postMessage(message, hostOrigin);
  }

  var nextId = 1;
  var pending = {};
  /** A request to the host; resolves with the host's answer of type `type + '.response'`. */
  function request(type, fields) {
    return new Promise(function (resolve, reject) {
      var requestId = 'r' + nextId++;
      pending[requestId] = { resolve: resolve, reject: reject };
      var f = fields || {};
      f.requestId = requestId;
      if (!framed) { delete pending[requestId]; reject(new Error('App Bridge: the app is not inside the Shopify admin')); return; }
      send(type, f);
    });
  }

  var handlers = {};
  window.addEventListener('message', function (event) {
    if (event.source !== window.parent || event.origin !== hostOrigin) return;
    var data = event.data;
    if (!data || typeof data !== 'object' || data.channel !== CHANNEL || typeof data.type !== 'string') return;
    if (data.requestId && pending[data.requestId] && /\.response$/.test(data.type)) {
      var p = pending[data.requestId];
      delete pending[data.requestId];
      if (data.error) p.reject(new Error(String(data.error)));
      else p.resolve(data);
      return;
    }
    var handler = handlers[data.type];
    if (handler) handler(data);
  });

  // --- session tokens ---------------------------------------------------------------------

  var cached = null; // {token, exp (epoch s)}
  function expOf(token) {
    try {
      var part = token.split('.')[1].replace(/-/g, '+').replace(/_/g, '/');
      return JSON.parse(atob(part + '==='.slice((part.length + 3) % 4))).exp || 0;
    } catch (e) { return 0; }
  }
  function remember(token) {
    cached = { token: token, exp: expOf(token) };
    return token;
  }
  // the token the admin put in the frame's URL serves until it is close to expiry
  if (params.get('id_token')) remember(params.get('id_token'));
  var inflight = null;
  /** A session token with at least 10 s left; `fresh` asks the host for a new one. */
  function idToken(fresh) {
    if (!fresh && cached && cached.exp - 10 > Date.now() / 1000) return Promise.resolve(cached.token);
    if (!inflight) {
      inflight = request('idToken.request').then(function (answer) {
        inflight = null;
        return remember(answer.token);
      }, function (err) { inflight = null; throw err; });
    }
    return inflight;
  }

  // --- fetch with the session token --------------------------------------------------------

  function allowed(url) {
    var origin = originOf(url);
    return origin === location.origin || config.appOrigins.indexOf(origin) >= 0;
  }
  if (config.disabledFeatures.indexOf('fetch') < 0 && typeof window.fetch === 'function') {
    var plainFetch = window.fetch.bind(window);
    var withToken = function (input, init, fresh) {
      return idToken(fresh).then(function (token) {
        var headers = new Headers((init && init.headers) || (input instanceof Request ? input.headers : undefined));
        if (!fresh && headers.has('Authorization')) return plainFetch(input, init);
        headers.set('Authorization', 'Bearer ' + token);
        var next = {};
        for (var k in init) if (Object.prototype.hasOwnProperty.call(init, k)) next[k] = init[k];
        next.headers = headers;
        return plainFetch(input, next);
      });
    };
    window.fetch = function (input, init) {
      var url = typeof input === 'string' ? input : input instanceof URL ? input.href : input && input.url;
      if (!url || !allowed(url)) return plainFetch(input, init);
      var retry = input instanceof Request ? input.clone() : input;
      return withToken(input, init, false).then(function (res) {
        var again = res.status === 401 && res.headers.get('X-Shopify-Retry-Invalid-Session-Request') === '1';
        var streamed = init && init.body && typeof ReadableStream !== 'undefined' && init.body instanceof ReadableStream;
        return again && !streamed ? withToken(retry, init, true) : res;
      });
    };
  }

  // --- elements ---------------------------------------------------------------------------

  var style = document.createElement('style');
  style.textContent = 'ui-save-bar,ui-nav-menu,ui-title-bar{display:none!important}'
    + 'ui-modal{display:none}dialog.ui-modal-dialog{max-width:40rem;width:calc(100% - 2rem);border:0;border-radius:12px;padding:0}'
    + 'dialog.ui-modal-dialog>header{padding:12px 16px;border-bottom:1px solid #e3e3e3;font-weight:600}'
    + 'dialog.ui-modal-dialog>footer{display:flex;justify-content:flex-end;gap:8px;padding:12px 16px;border-top:1px solid #e3e3e3}';
  (document.head || document.documentElement).appendChild(style);

  function text(el) { return (el.textContent || '').replace(/\s+/g, ' ').trim(); }
  function buttonsOf(el) {
    return Array.prototype.filter.call(el.children, function (c) { return c.tagName === 'BUTTON'; });
  }
  function watch(el, callback) {
    var observer = new MutationObserver(callback);
    observer.observe(el, { childList: true, subtree: true, attributes: true, characterData: true });
    return observer;
  }

  var saveBars = {}; // id -> element
  var unnamed = 1;
  var titleBars = [];

  function savePair(el) {
    var buttons = buttonsOf(el);
    var save = buttons.filter(function (b) { return b.getAttribute('variant') === 'primary'; })[0];
    var discard = buttons.filter(function (b) { return b !== save; })[0];
    return { save: save, discard: discard };
  }
  function buttonState(b, fallback) {
    return { label: (b && text(b)) || fallback, disabled: !!(b && b.hasAttribute('disabled')), loading: !!(b && b.hasAttribute('loading')) };
  }

  class SaveBar extends HTMLElement {
    get showing() { return !!this._showing; }
    get discardConfirmation() { return this.hasAttribute('discardConfirmation') || this.hasAttribute('discard-confirmation'); }
    set discardConfirmation(v) {
      if (v) this.setAttribute('discardConfirmation', '');
      else { this.removeAttribute('discardConfirmation'); this.removeAttribute('discard-confirmation'); }
    }
    _key() {
      if (!this._id) this._id = this.id || 'ui-save-bar-' + unnamed++;
      return this._id;
    }
    _report() {
      var pair = savePair(this);
      send('saveBar', {
        saveBarId: this._key(),
        showing: !!this._showing,
        discardConfirmation: this.discardConfirmation,
        save: buttonState(pair.save, 'Save'),
        discard: buttonState(pair.discard, 'Discard'),
      });
    }
    show() {
      if (!this._showing) {
        this._showing = true;
        saveBars[this._key()] = this;
        var self = this;
        if (!this._observer) this._observer = watch(this, function () { if (self._showing) self._report(); });
        this._report();
        this.dispatchEvent(new Event('show'));
      }
      return Promise.resolve();
    }
    hide() {
      if (this._showing) {
        this._showing = false;
        this._report();
        this.dispatchEvent(new Event('hide'));
      }
      return Promise.resolve();
    }
    toggle() { return this._showing ? this.hide() : this.show(); }
    connectedCallback() { saveBars[this._key()] = this; }
    disconnectedCallback() {
      if (this._observer) { this._observer.disconnect(); this._observer = null; }
      if (this._showing) { this._showing = false; this._report(); }
      if (saveBars[this._key()] === this) delete saveBars[this._key()];
    }
    /** The host's Save or Discard: a click on the matching button child. */
    _press(action) {
      var target = savePair(this)[action];
      if (target && !target.hasAttribute('disabled')) target.click();
    }
  }

  function showingBars() {
    return Object.keys(saveBars).map(function (k) { return saveBars[k]; }).filter(function (b) { return b._showing; });
  }

  class NavMenu extends HTMLElement {
    _report() {
      var items = Array.prototype.filter.call(this.querySelectorAll('a'), function (a) { return a.getAttribute('href') !== null; })
        .map(function (a) {
          var url = new URL(a.getAttribute('href'), location.href);
          return { label: text(a), href: url.pathname + url.search, home: (a.getAttribute('rel') || '').split(/\s+/).indexOf('home') >= 0 };
        });
      send('navMenu', { items: items });
    }
    connectedCallback() {
      var self = this;
      this._observer = watch(this, function () { self._report(); });
      this._report();
    }
    disconnectedCallback() {
      if (this._observer) this._observer.disconnect();
      send('navMenu', { items: [] });
    }
  }

  class TitleBar extends HTMLElement {
    _report() {
      if (this.closest('ui-modal')) return; // a modal's title bar titles the modal, not the page
      send('titleBar', {
        title: this.getAttribute('title') || '',
        buttons: buttonsOf(this).map(function (b, index) {
          return { index: index, label: text(b), variant: b.getAttribute('variant') || null, tone: b.getAttribute('tone') || null, disabled: b.hasAttribute('disabled') };
        }),
      });
    }
    connectedCallback() {
      var self = this;
      this._observer = watch(this, function () { self._report(); });
      titleBars.push(this);
      this._report();
    }
    disconnectedCallback() {
      if (this._observer) this._observer.disconnect();
      var at = titleBars.indexOf(this);
      if (at >= 0) titleBars.splice(at, 1);
      if (!this.closest('ui-modal')) send('titleBar', { title: null, buttons: [] });
    }
  }

  // <ui-modal>: shown in the app's own page as a modal <dialog> (the real admin draws it over the whole admin)
  class Modal extends HTMLElement {
    get content() {
      if (!this._content) this._content = document.createElement('div');
      return this._content;
    }
    get variant() { return this.getAttribute('variant') || 'base'; }
    set variant(v) { this.setAttribute('variant', v); }
    show() {
      if (this._dialog) return Promise.resolve();
      var self = this;
      var dialog = document.createElement('dialog');
      dialog.className = 'ui-modal-dialog';
      var bar = this.querySelector('ui-title-bar');
      if (bar) {
        var header = document.createElement('header');
        header.id = 'ui-modal-title-' + nextId++;
        header.textContent = bar.getAttribute('title') || '';
        dialog.setAttribute('aria-labelledby', header.id);
        dialog.appendChild(header);
      }
      // the content (the React Modal renders its children into `content`) moves into the dialog while shown
      var body = document.createElement('div');
      body.style.padding = '16px';
      body.appendChild(this.content);
      dialog.appendChild(body);
      if (bar) {
        var footer = document.createElement('footer');
        buttonsOf(bar).forEach(function (b) {
          var copy = document.createElement('button');
          copy.type = 'button';
          copy.textContent = text(b);
          copy.disabled = b.hasAttribute('disabled');
          copy.addEventListener('click', function () { b.click(); });
          footer.appendChild(copy);
        });
        dialog.appendChild(footer);
      }
      dialog.addEventListener('cancel', function (e) { e.preventDefault(); self.hide(); });
      document.body.appendChild(dialog);
      this._dialog = dialog;
      if (typeof dialog.showModal === 'function') dialog.showModal(); else dialog.setAttribute('open', '');
      this.dispatchEvent(new Event('show'));
      return Promise.resolve();
    }
    hide() {
      if (!this._dialog) return Promise.resolve();
      var dialog = this._dialog;
      this._dialog = null;
      if (typeof dialog.close === 'function' && dialog.open) dialog.close();
      dialog.remove();
      this.dispatchEvent(new Event('hide'));
      return Promise.resolve();
    }
    toggle() { return this._dialog ? this.hide() : this.show(); }
    disconnectedCallback() { this.hide(); }
  }

  if (window.customElements) {
    if (!customElements.get('ui-save-bar')) customElements.define('ui-save-bar', SaveBar);
    if (!customElements.get('ui-nav-menu')) customElements.define('ui-nav-menu', NavMenu);
    if (!customElements.get('ui-title-bar')) customElements.define('ui-title-bar', TitleBar);
    if (!customElements.get('ui-modal')) customElements.define('ui-modal', Modal);
  }

  // --- what the host asks of the app --------------------------------------------------------

  handlers['saveBar.action'] = function (data) {
    var bar = saveBars[data.saveBarId];
    if (bar && (data.action === 'save' || data.action === 'discard')) bar._press(data.action);
  };
  handlers['titleBar.action'] = function (data) {
    var bar = titleBars[titleBars.length - 1];
    var button = bar && buttonsOf(bar)[data.index];
    if (button && !button.hasAttribute('disabled')) button.click();
  };
  handlers['toast.action'] = function (data) {
    var t = toasts[data.toastId];
    if (t && typeof t.onAction === 'function') t.onAction();
  };
  handlers['toast.dismiss'] = function (data) {
    var t = toasts[data.toastId];
    delete toasts[data.toastId];
    if (t && typeof t.onDismiss === 'function') t.onDismiss();
  };
  /**
   * A host nav click (after the merchant confirmed leaving unsaved changes): open save bars are
   * hidden, then the nav menu's link to `href` is clicked so the app's router handles it; a click
   * nobody handles, or an href without a link, becomes history.pushState plus a popstate event.
   */
  handlers.navigate = function (data) {
    if (typeof data.href !== 'string') return;
    var target = new URL(data.href, location.href);
    if (target.origin !== location.origin) return;
    showingBars().forEach(function (b) { b.hide(); });
    var path = target.pathname + target.search;
    var link = Array.prototype.filter.call(document.querySelectorAll('ui-nav-menu a[href]'), function (a) {
      var u = new URL(a.getAttribute('href'), location.href);
      return u.pathname + u.search === path;
    })[0];
    var pushed = function () {
      history.pushState(null, '', path);
      window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
    };
    if (!link) { pushed(); return; }
    var fallback = function (e) {
      window.removeEventListener('click', fallback);
      if (e.defaultPrevented) return;
      e.preventDefault();
      pushed();
    };
    window.addEventListener('click', fallback);
    link.click();
    window.removeEventListener('click', fallback);
  };

  /**
   * The host (re)starting to listen: everything the app has told it so far, again, so that
   * nothing sent before the host's script ran is lost.
   */
  handlers.hello = function () {
    reported = null;
    reportLocation();
    Array.prototype.forEach.call(document.querySelectorAll('ui-nav-menu'), function (m) { if (m._report) m._report(); });
    var bar = titleBars[titleBars.length - 1];
    if (bar) bar._report();
    showingBars().forEach(function (b) { b._report(); });
  };

  // --- the address follows the app's path ---------------------------------------------------

  var reported = null;
  function reportLocation() {
    var path = location.pathname + location.search + location.hash;
    if (path === reported) return;
    reported = path;
    send('location', { path: path });
  }
  ['pushState', 'replaceState'].forEach(function (name) {
    var original = history[name];
    history[name] = function () {
      var result = original.apply(this, arguments);
      reportLocation();
      return result;
    };
  });
  window.addEventListener('popstate', reportLocation);

  // --- the global -------------------------------------------------------------------------

  var toasts = {};
  var toastCount = 1;
  var shopify = {
    __local: true,
    config: config,
    origin: hostOrigin,
    ready: Promise.resolve(),
    environment: { mobile: false, embedded: framed, pos: false },
    idToken: function () { return idToken(false); },
    toast: {
      show: function (message, opts) {
        var o = opts || {};
        var toastId = 'toast-' + toastCount++;
        toasts[toastId] = o;
        send('toast.show', { toastId: toastId, message: String(message), isError: !!o.isError, duration: typeof o.duration === 'number' ? o.duration : 5000, action: o.action ? String(o.action) : null });
        return toastId;
      },
      hide: function (toastId) {
        delete toasts[toastId];
        send('toast.hide', { toastId: toastId });
      },
    },
    saveBar: {
      show: function (id) { var b = document.getElementById(id); return b && b.show ? b.show() : Promise.resolve(); },
      hide: function (id) { var b = document.getElementById(id); return b && b.hide ? b.hide() : Promise.resolve(); },
      toggle: function (id) { var b = document.getElementById(id); return b && b.toggle ? b.toggle() : Promise.resolve(); },
      /** Resolves at once without a visible save bar; else when the merchant chooses Leave in the host's dialog (never on Stay). */
      leaveConfirmation: function () {
        if (!showingBars().length) return Promise.resolve();
        return new Promise(function (resolve) {
          request('leaveConfirmation.request').then(function (answer) { if (answer.leave) resolve(); }, function () { /* stays */ });
        });
      },
    },
    loading: function (on) { send('loading', { on: on !== false }); },
  };
  window.shopify = shopify;

  send('ready', { apiKey: config.apiKey });
  reportLocation();
})();
