import type { Page } from '@playwright/test';

/**
 * Lazy content in, and every transition or one-off animation at its end, so colours are final
 * (the slideshow's endless animations aside). finish() gives the end state waiting would, without
 * the wait: the hero holds each slide's picture hidden with a 1 ms animation delayed until its
 * turn, the last ~20 s after load.
 */
export async function settleColours(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => {
    for (const animation of document.getAnimations()) {
      const endTime = animation.effect?.getComputedTiming().endTime;
      if (animation.playState === 'running' && endTime !== Number.POSITIVE_INFINITY) animation.finish();
    }
  });
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' ||
          animation.effect?.getComputedTiming().endTime === Number.POSITIVE_INFINITY,
      ),
  );
}
