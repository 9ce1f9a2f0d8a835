// Scripts the navigation benchmark (navigationTiming.ts) puts into every document it loads,
// before the page's own: they report a press and the next heading painted, or keep the page's
// link handlers from a press.

// In every document, before the page's scripts: the press's time, and each new heading's paint.
export const probe = `(() => {
  const report = (data) => { try { window.__navReport(JSON.stringify({ ...data, path: location.pathname })); } catch {} };
  addEventListener('pointerdown', (event) => report({ kind: 'press', at: performance.timeOrigin + event.timeStamp }), true);
  const activated = () => document.prerendering
    ? new Promise((resolve) => document.addEventListener('prerenderingchange', resolve, { once: true }))
    : Promise.resolve();
  let last = '';
  const check = () => {
    const heading = document.querySelector('main h1') || document.querySelector('h1');
    const text = heading ? heading.textContent.trim() : '';
    if (!text || text === last) return;
    last = text;
    activated().then(() => requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => {
        const entry = performance.getEntriesByType('navigation')[0];
        report({ kind: 'heading', text, at: performance.timeOrigin + performance.now(),
          activationStart: entry && entry.activationStart || 0,
          deliveryType: entry && entry.deliveryType || '', origin: performance.timeOrigin });
      };
      channel.port2.postMessage(0);
    }));
  };
  new MutationObserver(check).observe(document, { childList: true, subtree: true, characterData: true });
})();`;

// The page's own handlers never see a press on a link: the browser follows it.
export const blockInPlace = `(() => {
  for (const type of ['pointerover', 'pointerdown', 'click'])
    addEventListener(type, (event) => {
      if (event.target instanceof Element && event.target.closest('a[href]')) event.stopPropagation();
    }, true);
})();`;

// A press (pointerdown) on a site page link prerenders it: a list rule written in at the press, so
// the click that follows (a finger's tap holds ~90 ms) activates a page already on its way. Never
// for a staff page, the API, a query, the page itself, or a visitor saving data. What an inline
// script in the page would do; here the benchmark puts it in.
export const prerenderOnPress = `(() => {
  const never = /^\\/(api\\/|upload(\\/|$)|staff(\\/|$))/;
  addEventListener('pointerdown', (event) => {
    const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
    if (!link || link.origin !== location.origin || link.search || never.test(link.pathname)) return;
    if (link.pathname === location.pathname || navigator.connection?.saveData) return;
    const rules = document.createElement('script');
    rules.type = 'speculationrules';
    rules.textContent = JSON.stringify({ prerender: [{ source: 'list', urls: [link.href], eagerness: 'immediate' }] });
    document.head.append(rules);
  }, { capture: true, passive: true });
})();`;
