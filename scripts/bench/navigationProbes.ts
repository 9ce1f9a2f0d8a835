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
          activationStart: entry && entry.activationStart || 0 });
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
