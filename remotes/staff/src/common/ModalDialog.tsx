import { type ReactNode, type RefObject, useEffect, useRef } from 'react';
import styled from 'styled-components';
import { trapTab } from './trapTab.ts';

const Dialog = styled.dialog<{ $width: string }>`
  width: min(${(props) => props.$width}, calc(100vw - 2rem));
  max-height: calc(100vh - 2rem);
  overflow: auto;
  padding: 1.5rem;
  color: var(--color-text);
  background: var(--color-surfaceRaised);
  border: 1px solid var(--color-border);
  border-radius: 16px;
  &::backdrop { background: rgba(0, 0, 0, 0.6); }
  h2 { font-size: 1.35rem; margin: 0 0 1rem; overflow-wrap: anywhere; }
`;

export const DialogActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: 0.75rem;
  margin-top: 1.5rem;
`;

/**
 * A native modal <dialog> (Escape closes, the page behind is inert, Tab stays inside).
 * Focus goes to `initialFocus` (or the first control) on open and back where it was on close.
 */
export function ModalDialog({
  open,
  onClose,
  labelledBy,
  describedBy,
  initialFocus,
  width = '640px',
  children,
}: {
  open: boolean;
  onClose: () => void;
  labelledBy: string;
  describedBy?: string;
  initialFocus?: RefObject<HTMLElement | null>;
  /** Widest it gets (a CSS length); never wider than the screen. */
  width?: string;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const returnTo = useRef<HTMLElement | null>(null);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      returnTo.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', ''); // environments without <dialog> support (jsdom)
      (initialFocus?.current ?? dialog.querySelector<HTMLElement>('button, [href], input'))?.focus();
    }
    if (!open && dialog.open) dialog.close();
  }, [open, initialFocus]);

  return (
    <Dialog
      ref={ref}
      $width={width}
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      onKeyDown={trapTab}
      onClose={() => {
        onClose();
        const target = returnTo.current;
        if (target?.isConnected) target.focus();
      }}
    >
      {open ? children : null}
    </Dialog>
  );
}
