/**
 * Set on an island whose form the browser is posting before the island was live, its button
 * showing its pending words: the page is leaving for the server's answer. The shell does not
 * hydrate that island meanwhile (its HTML holds words React did not render, a mismatch that
 * would throw the server's HTML away); if the page is shown again from the bfcache, its words
 * come back, the mark goes, and it hydrates then.
 */
export const POSTED_MARK = 'data-island-posted';
