/*
 * Test-only stand-in for https://apis.google.com/js/api.js (gapi), which no machine here can
 * reach. Firebase's popup/redirect sign-in talks to the Auth emulator's helper iframe through
 * gapi.iframes; this implements just the calls both sides make (Firebase's iframe.ts and the
 * emulator's /emulator/auth/iframe page): load, getContext().open(), getParentIframe(),
 * register, send, ping, restyle, over window.postMessage. Served by tests/e2e/browser.ts via
 * Playwright routing; never shipped.
 */
(function () {
  var FILTER = { crossOriginIframes: true };
  var seq = 0;

  /** A message endpoint towards `target` (a window), handling sends and replies. */
  function channel(target) {
    var handlers = {};
    var queued = [];
    var waiting = {};
    function handle(msg) {
      var h = handlers[msg.type];
      if (!h) return queued.push(msg);
      var result;
      try { result = h(msg.data); } catch (e) { result = { status: 'ERROR' }; }
      target.postMessage({ gapiStandIn: 'reply', id: msg.id, result: [result] }, '*');
    }
    window.addEventListener('message', function (e) {
      var msg = e.data;
      if (e.source !== target || !msg || typeof msg.gapiStandIn !== 'string') return;
      if (msg.gapiStandIn === 'send') handle(msg);
      if (msg.gapiStandIn === 'reply' && waiting[msg.id]) {
        var cb = waiting[msg.id];
        delete waiting[msg.id];
        try { cb(msg.result); } catch (err) { /* Firebase may throw after reading the reply */ }
      }
    });
    return {
      register: function (type, handler) {
        handlers[type] = handler;
        var again = queued;
        queued = [];
        again.forEach(handle);
      },
      send: function (type, data, callback) {
        var id = 'm' + ++seq;
        if (callback) waiting[id] = callback;
        target.postMessage({ gapiStandIn: 'send', type: type, data: data, id: id }, '*');
      },
    };
  }

  var readyFrames = [];
  window.addEventListener('message', function (e) {
    if (e.data && e.data.gapiStandIn === 'ready') readyFrames.push(e.source);
  });

  window.gapi = {
    load: function (_name, opts) { setTimeout(function () { (opts.callback || opts)(); }, 0); },
    iframes: {
      CROSS_ORIGIN_IFRAMES_FILTER: FILTER,
      getContext: function () {
        return {
          open: function (options, onOpen) {
            var el = document.createElement('iframe');
            el.src = options.url;
            el.style.cssText = 'position:absolute;width:1px;height:1px;left:-9999px;top:-9999px;border:0';
            return new Promise(function (resolve) {
              el.onload = function () {
                var ch = channel(el.contentWindow);
                var frame = {
                  register: ch.register,
                  send: ch.send,
                  restyle: function () { return Promise.resolve(); },
                  ping: function (cb) {
                    return new Promise(function (done) {
                      (function wait() {
                        if (readyFrames.indexOf(el.contentWindow) >= 0) { cb(); done(); } else setTimeout(wait, 20);
                      })();
                    });
                  },
                };
                resolve(onOpen ? onOpen(frame) : frame);
              };
              (options.where || document.body).appendChild(el);
            });
          },
          getParentIframe: function () {
            window.parent.postMessage({ gapiStandIn: 'ready' }, '*');
            return channel(window.parent);
          },
        };
      },
    },
  };

  var src = document.currentScript && document.currentScript.src;
  var onload = src && new URL(src).searchParams.get('onload');
  setTimeout(function () {
    if (onload && typeof window[onload] === 'function') window[onload]();
    if (typeof window.gapi_onload === 'function') window.gapi_onload();
  }, 0);
})();
