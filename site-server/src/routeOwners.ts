/** A remote claiming a path, with how long it has been deployed (see claimSince). */
export interface Claimant {
  remote: string;
  /**
   * When this remote's deployed history in the target begins: the earliest `deployedAt` of its
   * ready versions (written by the deploy tool); "" for a build served from the site root's
   * own dist/ folder (the site's own build, there before anything was deployed beside it).
   */
  since: string;
}

/**
 * Who serves a path that more than one live remote claims. The deploy tool refuses such a
 * claim, so this only decides what a tampered or forced deploy gets, and it must never hand
 * a page a visitor knows (like `/`) to the newcomer:
 *   1. the remote that served the path before, in this process, keeps it (a redeploy of the
 *      owner, which renews its versions, never hands the path over while the server runs);
 *   2. else (a restart) the remote deployed first: the earliest `since` (dist/ builds first);
 *   3. else the first by name (two dist/ builds of one repository, which its own checks refuse).
 * `owners` remembers each path's owner across requests; it is updated here.
 */
export function ownerOf(path: string, claimants: readonly Claimant[], owners: Map<string, string>): string {
  const before = owners.get(path);
  const kept = claimants.find((claimant) => claimant.remote === before);
  const owner =
    kept ??
    [...claimants].sort((a, b) =>
      a.since < b.since ? -1 : a.since > b.since ? 1 : a.remote < b.remote ? -1 : 1,
    )[0];
  if (!owner) throw new Error(`no claimant for ${path}`);
  owners.set(path, owner.remote);
  return owner.remote;
}
