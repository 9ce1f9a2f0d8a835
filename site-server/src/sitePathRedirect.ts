/**
 * A redirect target the site writes from a requested path: always a path of this site. A path
 * that starts with `//` (or `/\`, which browsers read the same) would be read by the browser as
 * another host (`//evil.example/staff`), so every leading run of slashes becomes one.
 */
export function sitePathRedirect(path: string, search = ''): string {
  return `/${path.replace(/^[/\\]+/, '')}${search}`;
}
