/**
 * React 19 baseline of the launcher: reads the page's config block, renders the 'My account'
 * button into a shadow root, preloads the panel on intent (pointerenter, focus, touchstart) and
 * renders the lazy panel on click. Same behaviour as src/launcher.ts, written the way a React
 * team would write it.
 */
import { lazy, Suspense, useCallback, useRef, useState } from 'react';
import { createRoot } from 'react-dom/client';

let pending = null;
const loadPanel = () => (pending ||= import('./panel.jsx').catch((e) => ((pending = null), Promise.reject(e))));
const Panel = lazy(loadPanel);

const CSS = `
:host { all: initial; }
.me { position: fixed; right: 16px; bottom: 16px; z-index: 2147483000; height: 48px; padding: 0 18px;
  border: 0; border-radius: 24px; background: var(--primary); color: var(--on-primary);
  font: 600 15px/1 system-ui, sans-serif; cursor: pointer; box-shadow: 0 2px 8px rgba(0,0,0,.25); }
.me:focus-visible { outline: 3px solid #000; outline-offset: 2px; }
`;

function Launcher({ config }) {
  const [open, setOpen] = useState(false);
  const button = useRef(null);
  const close = useCallback(() => {
    setOpen(false);
    button.current?.focus();
  }, []);
  return (
    <>
      <style>{CSS}</style>
      <button
        ref={button}
        type="button"
        className="me"
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={loadPanel}
        onFocus={loadPanel}
        onTouchStart={loadPanel}
        onClick={() => setOpen(true)}
      >
        My account
      </button>
      {open && (
        <Suspense fallback={null}>
          <Panel config={config} onClose={close} />
        </Suspense>
      )}
    </>
  );
}

function start() {
  const config = JSON.parse(document.getElementById('status-config')?.textContent || 'null');
  if (!config) return;
  const host = document.createElement('status-react-root');
  host.style.setProperty('--primary', config.theme.primary);
  host.style.setProperty('--on-primary', config.theme.onPrimary);
  const root = host.attachShadow({ mode: 'open' });
  document.body.appendChild(host);
  createRoot(root).render(<Launcher config={config} />);
}

try {
  document.readyState === 'loading' ? document.addEventListener('DOMContentLoaded', start) : start();
} catch (e) {
  console.error('[status-react]', e);
}
