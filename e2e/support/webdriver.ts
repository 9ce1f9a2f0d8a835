// A minimal W3C WebDriver (classic) client over fetch: the few commands the WebKit helper
// needs, nothing downloaded, no driver manager.

const ELEMENT_KEY = 'element-6066-11e4-a52e-4f735466cecf';

export interface ElementRef {
  [ELEMENT_KEY]: string;
}

export class WebDriverSession {
  private readonly base: string;

  private constructor(base: string) {
    this.base = base;
  }

  static async create(driverUrl: string, capabilities: Record<string, unknown>): Promise<WebDriverSession> {
    const value = (await call(`${driverUrl}/session`, 'POST', {
      capabilities: { alwaysMatch: capabilities },
    })) as {
      sessionId: string;
    };
    return new WebDriverSession(`${driverUrl}/session/${value.sessionId}`);
  }

  command(method: 'GET' | 'POST' | 'DELETE', path: string, body?: unknown): Promise<unknown> {
    return call(`${this.base}${path}`, method, body);
  }

  navigate(url: string): Promise<unknown> {
    return this.command('POST', '/url', { url });
  }

  async currentUrl(): Promise<string> {
    return (await this.command('GET', '/url')) as string;
  }

  setWindowSize(width: number, height: number): Promise<unknown> {
    return this.command('POST', '/window/rect', { width, height });
  }

  /** Runs a function body with `arguments`; elements come back as ElementRef. */
  execute(body: string, args: unknown[] = []): Promise<unknown> {
    return this.command('POST', '/execute/sync', { script: body, args });
  }

  executeAsync(body: string, args: unknown[] = []): Promise<unknown> {
    return this.command('POST', '/execute/async', { script: body, args });
  }

  click(element: ElementRef): Promise<unknown> {
    return this.command('POST', `/element/${element[ELEMENT_KEY]}/click`, {});
  }

  clear(element: ElementRef): Promise<unknown> {
    return this.command('POST', `/element/${element[ELEMENT_KEY]}/clear`, {});
  }

  sendKeys(element: ElementRef, text: string): Promise<unknown> {
    return this.command('POST', `/element/${element[ELEMENT_KEY]}/value`, { text });
  }

  /** Deletes every cookie of the open document's host (every port of it). */
  deleteAllCookies(): Promise<unknown> {
    return this.command('DELETE', '/cookie');
  }

  async screenshot(): Promise<Buffer> {
    return Buffer.from((await this.command('GET', '/screenshot')) as string, 'base64');
  }

  delete(): Promise<unknown> {
    return call(this.base, 'DELETE');
  }
}

/** The WebDriver code point of a named key. */
export const KEYS = { Escape: '\uE00C', Enter: '\uE007', Tab: '\uE004' } as const;

async function call(url: string, method: string, body?: unknown): Promise<unknown> {
  const response = await fetch(url, {
    method,
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = (await response.json()) as { value: unknown };
  if (!response.ok) {
    const error = json.value as { error?: string; message?: string };
    throw new Error(`WebDriver ${method} ${new URL(url).pathname}: ${error.error}: ${error.message}`);
  }
  return json.value;
}
