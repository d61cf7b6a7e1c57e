/**
 * React 19 baseline of the lazy panel shell: a modal dialog named 'My account' with a Close
 * button, three tabs (For you, Orders, Profile) and the For you screen: 'Recently viewed' (ids in
 * localStorage) and 'Popular today', eight product cards fetched in one request.
 */
import { useEffect, useId, useRef, useState } from 'react';

const CSS = `
.backdrop { position: fixed; inset: 0; z-index: 2147483001; background: rgba(0,0,0,.4); }
.dialog { position: fixed; top: 0; right: 0; bottom: 0; width: min(420px, 100vw); z-index: 2147483002; display: flex;
  flex-direction: column; background: #fff; color: #111; font: 15px/1.4 system-ui, sans-serif; box-shadow: -4px 0 16px rgba(0,0,0,.2); }
header { display: flex; align-items: center; justify-content: space-between; padding: 12px 16px; }
h2 { margin: 0; font-size: 18px; }
h3 { margin: 16px 0 8px; font-size: 15px; }
.close { border: 0; background: none; font-size: 22px; width: 40px; height: 40px; cursor: pointer; }
[role=tablist] { display: flex; border-bottom: 1px solid #ddd; }
[role=tab] { flex: 1; height: 44px; border: 0; background: none; font: inherit; cursor: pointer; }
[role=tab][aria-selected=true] { border-bottom: 3px solid var(--primary); font-weight: 600; }
.body { overflow: auto; padding: 0 16px 16px; }
.grid { display: grid; grid-template-columns: repeat(2, 1fr); gap: 12px; list-style: none; margin: 0; padding: 0; }
.card { display: block; color: inherit; text-decoration: none; }
.card img { width: 100%; height: auto; aspect-ratio: 1; background: #f3f3f3; border-radius: 8px; }
.price { color: #555; }
.skeleton { height: 180px; border-radius: 8px; background: #f3f3f3; }
`;

let money = null;
const price = (cents, currency) => {
  money ||= new Intl.NumberFormat('en-US', { style: 'currency', currency });
  return money.format(cents / 100);
};

function Card({ p, currency }) {
  return (
    <li>
      <a className="card" href={`/products/${p.handle}`}>
        <img src={p.image} alt="" width="160" height="160" loading="lazy" />
        <span>{p.title}</span>
        <br />
        <span className="price">{price(p.price, currency)}</span>
      </a>
    </li>
  );
}

function Section({ title, products, currency, empty }) {
  const id = useId();
  return (
    <section aria-labelledby={id}>
      <h3 id={id}>{title}</h3>
      {products === null ? (
        <div className="skeleton" aria-hidden="true" />
      ) : products.length ? (
        <ul className="grid">
          {products.map((p) => (
            <Card key={p.id} p={p} currency={currency} />
          ))}
        </ul>
      ) : (
        <p>{empty}</p>
      )}
    </section>
  );
}

function ForYou({ config }) {
  const [products, setProducts] = useState(null);
  useEffect(() => {
    let live = true;
    fetch(`${config.apiBase}/products.json`)
      .then((r) => r.json())
      .then((body) => live && setProducts(body.data))
      .catch(() => live && setProducts([]));
    return () => {
      live = false;
    };
  }, [config.apiBase]);
  let recentIds = [];
  try {
    recentIds = JSON.parse(localStorage.getItem('status-react:recent') || '[]');
  } catch {
    /* storage blocked: nothing recent */
  }
  const recent = products && products.filter((p) => recentIds.includes(p.id));
  return (
    <>
      <Section title="Recently viewed" products={recent} currency={config.locale.currency} empty="Products you look at show up here." />
      <Section title="Popular today" products={products} currency={config.locale.currency} empty="Nothing to show right now." />
    </>
  );
}

const TABS = ['For you', 'Orders', 'Profile'];

export default function Panel({ config, onClose }) {
  const [tab, setTab] = useState(0);
  const heading = useId();
  const dialog = useRef(null);
  useEffect(() => {
    dialog.current?.focus();
    const onKey = (e) => e.key === 'Escape' && onClose();
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [onClose]);
  return (
    <>
      <style>{CSS}</style>
      <div className="backdrop" onClick={onClose} />
      <div className="dialog" role="dialog" aria-modal="true" aria-labelledby={heading} tabIndex={-1} ref={dialog}>
        <header>
          <h2 id={heading}>My account</h2>
          <button type="button" className="close" aria-label="Close" onClick={onClose}>
            ×
          </button>
        </header>
        <nav>
          <div role="tablist" aria-label="Account">
            {TABS.map((name, i) => (
              <button key={name} type="button" role="tab" aria-selected={tab === i} onClick={() => setTab(i)}>
                {name}
              </button>
            ))}
          </div>
        </nav>
        <div className="body" role="tabpanel">
          {tab === 0 ? <ForYou config={config} /> : <p>{TABS[tab]}: sign in to see it.</p>}
        </div>
      </div>
    </>
  );
}
