// Installed in every page before its own scripts run (Firefox: a preload script; WebKit: a
// proxy-served script, see errorProbeProxy.ts): records uncaught errors, unhandled rejections
// and resources that failed to load, for EnginePage.pageErrors().

declare global {
  interface Window {
    __engineErrors?: string[];
    __headingTops?: number[];
  }
}

export function installErrorProbe(): void {
  if (window.__engineErrors) return;
  const errors: string[] = [];
  window.__engineErrors = errors;
  window.addEventListener(
    'error',
    (event) => {
      const target = event.target as (Element & { src?: string; href?: string }) | null;
      if (target && target !== (window as unknown) && target instanceof Element)
        errors.push(`failed to load <${target.localName}> ${target.src || target.href || ''}`);
      else errors.push(`error: ${event.message}`);
    },
    true,
  );
  window.addEventListener('unhandledrejection', (event) => {
    const reason = event.reason as { message?: string } | undefined;
    errors.push(`unhandled rejection: ${reason?.message ?? String(event.reason)}`);
  });
}

/**
 * Records where the page's <h1> is, in the document, on every frame while the page loads (each
 * new position once): a heading painted before the rest of the markup arrives and then moved
 * shows as two or more positions.
 */
export function recordHeadingPositions(): void {
  if (window.__headingTops) return;
  const tops: number[] = [];
  window.__headingTops = tops;
  const frame = () => {
    const heading = document.querySelector('main h1');
    if (heading) {
      const top = Math.round(heading.getBoundingClientRect().top + window.scrollY);
      if (tops.at(-1) !== top) tops.push(top);
    }
    if (document.readyState !== 'complete' || performance.now() < 3000) requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
}

/** The probes as a script body. */
export const errorProbeSource = `(${installErrorProbe.toString()})();(${recordHeadingPositions.toString()})();`;

/** Reads what the probe recorded (run in the page). */
export function readProbedErrors(): string[] {
  return window.__engineErrors ? [...window.__engineErrors] : ['the error probe did not run in this page'];
}
