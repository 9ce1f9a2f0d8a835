// For tests of the inline head scripts: runs one as the page head runs it (its emitted source),
// over the test's document, and remembers the document listeners it adds, so that a test can take
// them away again and the next test starts from a document with none of them.

type Added = [type: string, listener: EventListenerOrEventListenerObject, capture: boolean];
const added: Added[] = [];

const isCapture = (options: unknown): boolean =>
  options === true ||
  (typeof options === 'object' && options !== null && Boolean((options as AddEventListenerOptions).capture));

/** Runs the script's source with `document` standing for the test's document. */
export function runHeadScript(source: string): void {
  const recording = new Proxy(document, {
    get(target, property) {
      if (property === 'addEventListener') {
        return (type: string, listener: EventListenerOrEventListenerObject, options?: unknown) => {
          added.push([type, listener, isCapture(options)]);
          target.addEventListener(type, listener, options as AddEventListenerOptions);
        };
      }
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
    // Setters (document.cookie) run on the document itself, as getters do.
    set(target, property, value) {
      return Reflect.set(target, property, value, target);
    },
  });
  new Function('document', source)(recording);
}

/** Removes every document listener the scripts run so far added. */
export function removeHeadScriptListeners(): void {
  for (const [type, listener, capture] of added.splice(0))
    document.removeEventListener(type, listener, capture);
}
