// Puts photos in a running site's production strip, as staff would (sign in, upload through the
// presigned URL, record, feature), so Home and Products can be measured with the strip in them:
//   STAFF_USERNAME=… STAFF_PASSWORD=… node scripts/bench/featurePhotos.ts http://127.0.0.1:3000 [count]
// The server must have been started with the same STAFF_USERNAME/STAFF_PASSWORD. Each photo is
// the bench's 2000x2000 design (designPng.ts), a large upload as staff make them.
import { png2000 } from './designPng.ts';

const site = new URL(process.argv[2] ?? 'http://127.0.0.1:3000');
const count = Number(process.argv[3] ?? 3);
const username = process.env.STAFF_USERNAME;
const password = process.env.STAFF_PASSWORD;
if (!username || !password) throw new Error('set STAFF_USERNAME and STAFF_PASSWORD as the server has them');

let cookie = '';
async function call(method: string, path: string, body?: unknown): Promise<unknown> {
  const response = await fetch(new URL(path, site), {
    method,
    headers: { 'Content-Type': 'application/json', Origin: site.origin, Cookie: cookie },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const setCookie = response.headers.getSetCookie().map((line) => line.split(';')[0]);
  if (setCookie.length > 0) cookie = setCookie.join('; ');
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${text}`);
  return text ? JSON.parse(text) : undefined;
}

await call('POST', '/api/auth/login', { username, password });
const image = png2000();
for (let n = 1; n <= count; n++) {
  const filename = `production-photo-${n}.png`;
  const { uploadURL } = (await call('POST', '/api/objects/upload', {
    contentType: 'image/png',
    size: image.length,
  })) as { uploadURL: string };
  const put = await fetch(uploadURL, {
    method: 'PUT',
    headers: { 'Content-Type': 'image/png' },
    body: new Uint8Array(image),
  });
  if (!put.ok) throw new Error(`PUT to storage: ${put.status} ${await put.text()}`);
  const recorded = (await call('PUT', '/api/product-images', {
    filename,
    imageURL: uploadURL.split('?')[0],
  })) as { id: string };
  await call('POST', `/api/featured-images/${recorded.id}`, { action: 'feature' });
  console.log(`featured ${filename} (${recorded.id})`);
}
