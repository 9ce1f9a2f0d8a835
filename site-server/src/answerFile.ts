import type { Context } from 'hono';
import { cacheControlFor } from './cachePolicy.ts';
import type { LiveDeploys } from './deploys/liveDeploys.ts';
import { noneMatchHits } from './entityTags.ts';
import { answerWithEveryHeader, NO_INLINE_SCRIPTS } from './everyAnswerHeaders.ts';
import { acceptedEncoding, pickEncoding } from './pickEncoding.ts';
import { isPublicBuildFile } from './publicFiles.ts';
import { sentBytes } from './sentBytes.ts';
import type { StaticFile } from './staticFiles.ts';

async function sendFile(c: Context, file: StaticFile, urlPath: string): Promise<Response> {
  const headers: Record<string, string> = {
    'Content-Type': file.contentType,
    'Cache-Control': cacheControlFor(urlPath),
    ETag: file.etag,
    Vary: 'Accept-Encoding',
  };
  // An HTML file is a page with no inline script of its own; anything else gets the policy for
  // what is not a page.
  const hashes = file.contentType.startsWith('text/html') ? NO_INLINE_SCRIPTS : undefined;
  const send = (body: Uint8Array<ArrayBuffer> | null, status: 200 | 304) =>
    answerWithEveryHeader(c, body, status, headers, hashes) ??
    (body ? c.body(body, 200, headers) : c.body(null, status, headers));
  if (noneMatchHits(c.req.header('If-None-Match'), file.etag)) return send(null, 304);
  const compressed = file.compressed && acceptedEncoding(c) ? await file.compressed() : undefined;
  const { body, encoding } = pickEncoding(c, { body: file.body, ...compressed });
  if (encoding) headers['Content-Encoding'] = encoding;
  if (c.req.method === 'HEAD') return send(null, 200);
  return send(sentBytes(body), 200);
}

/** GET/HEAD /remotes/:name/*: a public file of that remote's build, or 404. */
export async function answerRemoteFile(c: Context, deploys: LiveDeploys): Promise<Response> {
  const name = c.req.param('name') ?? '';
  const relative = c.req.path.slice(`/remotes/${name}/`.length);
  const file = isPublicBuildFile(relative) ? await deploys.remoteFile(name, relative) : undefined;
  if (!file) return c.text('Not found', 404);
  return sendFile(c, file, c.req.path);
}

/**
 * A path with a file extension (other than .html) below /: a public file of the shell's build,
 * else 404, since a missing asset is not a page. Undefined for any other path: a page.
 */
export async function answerShellFile(c: Context, deploys: LiveDeploys): Promise<Response | undefined> {
  const urlPath = c.req.path;
  const hasExtension = /\.[a-z0-9]{1,8}$/i.test(urlPath) && !urlPath.endsWith('.html');
  if (!hasExtension) return undefined;
  const relative = urlPath.slice(1);
  const file = isPublicBuildFile(relative) ? await deploys.shellFile(relative) : undefined;
  return file ? sendFile(c, file, urlPath) : c.text('Not found', 404);
}
