/**
 * A URL path below a mount point, decoded as the file will be looked up; undefined when its
 * escapes are malformed or it holds a NUL byte (no file is named so: a 404, never a 500).
 */
export function decodeUrlPath(relativePath: string): string | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(relativePath);
  } catch {
    return undefined;
  }
  return decoded.includes('\0') ? undefined : decoded;
}
