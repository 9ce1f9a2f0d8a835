// The one small interface the cross-engine specs drive a browser through (Firefox: firefox.ts,
// WebKit: webkit.ts), so a spec says what it checks, not how the engine is driven.

export type EngineName = 'firefox' | 'webkit';

export interface Size {
  width: number;
  height: number;
}

export const PHONE: Size = { width: 390, height: 844 };
export const DESKTOP: Size = { width: 1280, height: 800 };

/** A visible element: by CSS, by role and accessible name, by its label (form fields), or by its own text. */
export type Target =
  | { css: string }
  | { role: 'button' | 'link' | 'heading' | 'textbox' | 'dialog' | 'img' | 'table'; name: string | RegExp }
  | { label: string }
  | { text: string };

export type Key = 'Escape' | 'Enter' | 'Tab';

export interface EnginePage {
  readonly engine: EngineName;
  /** Gives the page a new viewport size (the page stays as it is: load it again to see it laid out fresh). */
  resize(size: Size): Promise<void>;
  /** Loads a path of the site (or an absolute URL), waits for the load event, answers the page's HTTP status. */
  goto(url: string): Promise<number>;
  url(): Promise<string>;
  /** Runs `fn` in the page (serialised: it must not close over anything) with a JSON argument. */
  evaluate<R, A = undefined>(fn: (arg: A) => R | Promise<R>, arg?: A): Promise<R>;
  /** Waits until the target is there, visible and enabled, then scrolls it into view and clicks it. */
  click(target: Target): Promise<void>;
  /** Replaces the field's value by typing `text`. */
  fill(target: Target, text: string): Promise<void>;
  press(target: Target, key: Key): Promise<void>;
  /** Chooses a file from disk in an <input type=file>. */
  chooseFile(target: Target, path: string): Promise<void>;
  /** The visible target's text (its value for a field), or null while there is none. */
  textOf(target: Target): Promise<string | null>;
  /** A PNG of the viewport, kept at `file`. */
  screenshot(file: string): Promise<void>;
  /** Uncaught errors, unhandled rejections and failed resource loads since the last page load. */
  pageErrors(): Promise<string[]>;
  close(): Promise<void>;
}

export interface NewPageOptions {
  /** Nothing cached from earlier pages either (fonts, images, scripts load as on a first visit). */
  coldCache?: boolean;
}

export interface EngineBrowser {
  readonly engine: EngineName;
  /**
   * A new page at this size, with scripts on unless the browser has them off, and no cookie any
   * earlier page left (WebKit: the one window of the browser's one session, reused).
   */
  newPage(size: Size, options?: NewPageOptions): Promise<EnginePage>;
  close(): Promise<void>;
}

export function targetLabel(target: Target): string {
  if ('css' in target) return target.css;
  if ('role' in target) return `${target.role} "${target.name}"`;
  if ('label' in target) return `field labelled "${target.label}"`;
  return `text "${target.text}"`;
}
