import { type ReactNode, useEffect } from 'react';

/** Calls `onCommit` once its subtree is on screen (effects run children first). No DOM. */
export function CommitSignal({ onCommit, children }: { onCommit: () => void; children: ReactNode }) {
  useEffect(onCommit, [onCommit]);
  return children;
}
