// Test seam for "a deploy killed halfway": with POD_DEPLOY_PAUSE_BEFORE_SWITCH=1 the deploy
// stops after uploading its files, before the index and the pointer change, says so on
// stdout, and waits to be killed. Never set outside tests.
export async function waitIfPausedForTest(): Promise<void> {
  if (process.env.POD_DEPLOY_PAUSE_BEFORE_SWITCH !== '1') return;
  console.log('paused before the switch');
  await new Promise<never>(() => {
    setInterval(() => {}, 1 << 30);
  });
}
