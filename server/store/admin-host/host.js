/*
 * The admin host's script (served at /cdn/shopifycloud/admin-host.js for the page of
 * host-page.ts): it plays the Shopify admin around the app's frame and answers the App Bridge
 * stand-in inside it (app-bridge.js). Messages are `{channel: 'app-bridge', type, ...}` objects,
 * taken only from the frame's window at the app's origin and sent only to that origin
 * (admin-host/README.md lists them). It:
 *   - hands out session tokens, fetched fresh from /admin/apps/status/session-token;
 *   - shows toasts, the loading bar, the title bar's title and buttons;
 *   - shows the save bar in the top bar (Save / Discard click the app's buttons);
 *   - lists the app's nav menu under Apps > Status; a nav click while the save bar shows asks
 *     "Leave page with unsaved changes?" (Leave / Stay) first;
 *   - keeps the address in step with the app's path (/admin/settings in the app is
 *     /admin/apps/status/settings here).
 */
(function () {
  'use strict';
  var CHANNEL = 'app-bridge';
  var config = JSON.parse(document.getElementById('admin-host-config').textContent);
  var frame = document.getElementById('app-frame');
  var RESERVED = ['embedded', 'shop', 'host', 'id_token', 'locale', 'hmac', 'session', 'timestamp'];

  function post(type, fields) {
    var message = { channel: CHANNEL, type: type };
    for (var k in fields) if (Object.prototype.hasOwnProperty.call(fields, k)) message[k] = fields[k];
    if (frame.contentWindow) frame.contentWindow.postMessage(message, config.appOrigin);
  }

  /** The host's address for an app path: /admin/settings?x=1 -> /admin/apps/status/settings?x=1 (the admin's own parameters dropped). */
  function hostPathOf(appPath) {
    var url = new URL(appPath, config.appOrigin);
    var rest = url.pathname === config.appPathPrefix ? ''
      : url.pathname.indexOf(config.appPathPrefix + '/') === 0 ? url.pathname.slice(config.appPathPrefix.length) : url.pathname;
    if (rest === '/') rest = '';
    RESERVED.forEach(function (k) { url.searchParams.delete(k); });
    var search = url.searchParams.toString();
    return config.hostPath + rest + (search ? '?' + search : '') + url.hash;
  }

  // --- confirmation dialog ----------------------------------------------------------------

  var dialog = document.getElementById('confirm-dialog');
  var dialogTitle = document.getElementById('confirm-title');
  var dialogText = document.getElementById('confirm-text');
  var stayButton = document.getElementById('confirm-stay');
  var goButton = document.getElementById('confirm-go');
  var asking = null;
  /** Asks the merchant; resolves true for the go button, false for Stay or Escape. */
  function confirmWith(texts) {
    if (asking) return asking;
    var before = document.activeElement;
    dialogTitle.textContent = texts.title;
    dialogText.textContent = texts.text;
    goButton.textContent = texts.go;
    stayButton.textContent = texts.stay;
    asking = new Promise(function (resolve) {
      function done(answer) {
        goButton.removeEventListener('click', onGo);
        stayButton.removeEventListener('click', onStay);
        dialog.removeEventListener('cancel', onCancel);
        if (dialog.open) dialog.close();
        asking = null;
        if (before && typeof before.focus === 'function') before.focus();
        resolve(answer);
      }
      function onGo() { done(true); }
      function onStay() { done(false); }
      function onCancel(e) { e.preventDefault(); done(false); }
      goButton.addEventListener('click', onGo);
      stayButton.addEventListener('click', onStay);
      dialog.addEventListener('cancel', onCancel);
      dialog.showModal();
      stayButton.focus();
    });
    return asking;
  }
  var LEAVE = { title: 'Leave page with unsaved changes?', text: 'Leaving this page will delete all unsaved changes.', go: 'Leave', stay: 'Stay' };
  var DISCARD = { title: 'Discard all unsaved changes?', text: 'If you discard changes, you will delete any edits you made since you last saved.', go: 'Discard changes', stay: 'Continue editing' };

  // --- save bar -----------------------------------------------------------------------------

  var topbar = document.getElementById('topbar');
  var saveBarEl = document.getElementById('save-bar');
  var saveButton = document.getElementById('save-bar-save');
  var discardButton = document.getElementById('save-bar-discard');
  var bars = {}; // saveBarId -> last state
  var order = [];

  function visibleBar() {
    for (var i = order.length - 1; i >= 0; i--) if (bars[order[i]] && bars[order[i]].showing) return bars[order[i]];
    return null;
  }
  function drawSaveBar() {
    var bar = visibleBar();
    saveBarEl.hidden = !bar;
    topbar.classList.toggle('saving', !!bar);
    if (!bar) return;
    saveButton.textContent = bar.save.label;
    saveButton.disabled = bar.save.disabled || bar.save.loading;
    saveButton.setAttribute('aria-busy', String(!!bar.save.loading));
    discardButton.textContent = bar.discard.label;
    discardButton.disabled = bar.discard.disabled || bar.discard.loading || bar.save.loading;
  }
  saveButton.addEventListener('click', function () {
    var bar = visibleBar();
    if (bar) post('saveBar.action', { saveBarId: bar.saveBarId, action: 'save' });
  });
  discardButton.addEventListener('click', function () {
    var bar = visibleBar();
    if (!bar) return;
    (bar.discardConfirmation ? confirmWith(DISCARD) : Promise.resolve(true)).then(function (ok) {
      if (ok) post('saveBar.action', { saveBarId: bar.saveBarId, action: 'discard' });
    });
  });
  function hideAllBars() {
    Object.keys(bars).forEach(function (k) { bars[k].showing = false; });
    drawSaveBar();
  }
  /** True when there is nothing unsaved, or the merchant chose Leave. */
  function mayLeave() {
    return visibleBar() ? confirmWith(LEAVE) : Promise.resolve(true);
  }
  window.addEventListener('beforeunload', function (e) {
    if (visibleBar()) { e.preventDefault(); e.returnValue = ''; }
  });

  // --- nav, title bar, toasts, loading ---------------------------------------------------------

  var appNav = document.getElementById('app-nav');
  var homeLink = document.getElementById('app-home-link');
  homeLink.setAttribute('data-app-href', config.appPathPrefix);

  /** aria-current on the nav link whose path is the longest prefix of `hostPath` (the app's home link at least). */
  function markCurrent(hostPath) {
    var path = hostPath.split(/[?#]/)[0];
    var links = [homeLink].concat(Array.prototype.slice.call(appNav.querySelectorAll('a')));
    var best = homeLink;
    var bestLength = -1;
    links.forEach(function (a) {
      var p = a.getAttribute('href').split(/[?#]/)[0];
      if ((p === path || path.indexOf(p + '/') === 0) && p.length > bestLength) { best = a; bestLength = p.length; }
    });
    links.forEach(function (a) { if (a === best) a.setAttribute('aria-current', 'page'); else a.removeAttribute('aria-current'); });
  }

  function drawNav(items) {
    appNav.textContent = '';
    items.forEach(function (item) {
      if (item.home) { homeLink.setAttribute('data-app-href', item.href); return; }
      var li = document.createElement('li');
      var a = document.createElement('a');
      a.href = hostPathOf(item.href);
      a.setAttribute('data-app-href', item.href);
      a.textContent = item.label;
      li.appendChild(a);
      appNav.appendChild(li);
    });
    markCurrent(location.pathname);
  }

  var titleEl = document.getElementById('app-title');
  var titleActions = document.getElementById('title-actions');
  function drawTitleBar(data) {
    titleEl.textContent = data.title || config.appName;
    document.title = (data.title ? data.title + ' · ' : '') + config.appName + ' · ' + config.shopName;
    titleActions.textContent = '';
    (data.buttons || []).forEach(function (b) {
      var button = document.createElement('button');
      button.type = 'button';
      button.textContent = b.label;
      button.disabled = !!b.disabled;
      if (b.variant === 'primary') button.className = 'primary';
      if (b.tone === 'critical') button.className = 'critical';
      button.addEventListener('click', function () { post('titleBar.action', { index: b.index }); });
      titleActions.appendChild(button);
    });
  }

  var toastsEl = document.getElementById('toasts');
  var toastTimers = {};
  function removeToast(toastId) {
    var el = document.getElementById('toast-' + toastId);
    if (el) el.remove();
    clearTimeout(toastTimers[toastId]);
    delete toastTimers[toastId];
  }
  function showToast(data) {
    removeToast(data.toastId);
    var el = document.createElement('div');
    el.className = 'toast' + (data.isError ? ' error' : '');
    el.id = 'toast-' + data.toastId;
    var msg = document.createElement('span');
    msg.textContent = data.message;
    el.appendChild(msg);
    if (data.action) {
      var action = document.createElement('button');
      action.type = 'button';
      action.textContent = data.action;
      action.addEventListener('click', function () { post('toast.action', { toastId: data.toastId }); });
      el.appendChild(action);
    }
    var close = document.createElement('button');
    close.type = 'button';
    close.textContent = 'Dismiss';
    close.setAttribute('aria-label', 'Dismiss notification');
    close.addEventListener('click', function () { removeToast(data.toastId); post('toast.dismiss', { toastId: data.toastId }); });
    el.appendChild(close);
    toastsEl.appendChild(el);
    toastTimers[data.toastId] = setTimeout(function () { removeToast(data.toastId); post('toast.dismiss', { toastId: data.toastId }); }, Math.max(1000, Math.min(data.duration || 5000, 60000)));
  }

  var loading = document.getElementById('loading');

  // --- messages from the app ------------------------------------------------------------------

  var handlers = {
    'idToken.request': function (data) {
      fetch(config.tokenUrl, { credentials: 'same-origin', cache: 'no-store' })
        .then(function (res) { if (!res.ok) throw new Error('The admin could not sign a session token (' + res.status + ').'); return res.json(); })
        .then(function (body) { post('idToken.response', { requestId: data.requestId, token: body.data.token }); })
        .catch(function (err) { post('idToken.response', { requestId: data.requestId, error: String(err && err.message || err) }); });
    },
    'leaveConfirmation.request': function (data) {
      mayLeave().then(function (leave) {
        if (leave) hideAllBars();
        post('leaveConfirmation.response', { requestId: data.requestId, leave: leave });
      });
    },
    saveBar: function (data) {
      if (typeof data.saveBarId !== 'string') return;
      if (!bars[data.saveBarId]) order.push(data.saveBarId);
      bars[data.saveBarId] = data;
      drawSaveBar();
    },
    navMenu: function (data) { drawNav(Array.isArray(data.items) ? data.items : []); },
    titleBar: function (data) { drawTitleBar(data); },
    'toast.show': function (data) { showToast(data); },
    'toast.hide': function (data) { removeToast(data.toastId); },
    loading: function (data) { loading.hidden = !data.on; },
    location: function (data) {
      if (typeof data.path !== 'string') return;
      var next = hostPathOf(data.path);
      if (next !== location.pathname + location.search + location.hash) history.replaceState(null, '', next);
      markCurrent(next);
    },
    ready: function () { /* the app's page loaded: its elements report themselves */ },
  };

  window.addEventListener('message', function (event) {
    if (event.source !== frame.contentWindow || event.origin !== config.appOrigin) return;
    var data = event.data;
    if (!data || typeof data !== 'object' || data.channel !== CHANNEL || typeof data.type !== 'string') return;
    var handler = Object.prototype.hasOwnProperty.call(handlers, data.type) ? handlers[data.type] : null;
    if (handler) handler(data);
  });

  // a new page in the frame starts without the old one's save bar; 'hello' asks the page for
  // what it has shown so far (its messages may have come before this script listened)
  frame.addEventListener('load', function () {
    bars = {};
    order = [];
    drawSaveBar();
    post('hello', {});
  });
  post('hello', {});

  // --- nav clicks -----------------------------------------------------------------------------

  document.addEventListener('click', function (e) {
    if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    var a = e.target instanceof Element ? e.target.closest('a[href]') : null;
    if (!a || !(a.hasAttribute('data-admin-link') || a.hasAttribute('data-app-href'))) return;
    var appHref = a.getAttribute('data-app-href');
    var inApp = appHref !== null && frame;
    if (!inApp && !visibleBar()) return; // a plain admin link: the browser follows it
    e.preventDefault();
    mayLeave().then(function (leave) {
      if (!leave) return;
      if (!inApp) { hideAllBars(); location.assign(a.href); return; }
      hideAllBars();
      post('navigate', { href: appHref });
      history.replaceState(null, '', a.getAttribute('href'));
      markCurrent(a.getAttribute('href'));
    });
  });

  markCurrent(location.pathname);
})();
