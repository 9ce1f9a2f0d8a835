import { useEffect } from 'react';
import { ToastContainer } from 'react-toastify';
import { createGlobalStyle } from 'styled-components';
import { toastContainerMounted } from './toastRuntime.ts';
import { toastStyles } from './toastStyles.ts';

// Injected with the container, in the chunk loaded on the first toast: no page pays for it
// in its first load, and it is in place before the first toast renders.
const ToastStyles = createGlobalStyle`${toastStyles}`;

// Spec §9: at most one toast at a time, width capped at 420 px (toastStyles.ts, with the
// phone layout and the site's colours).
// (The spec's 1,000,000 ms removal delay is a Radix detail; react-toastify
// removes a dismissed toast at once, and auto-closes after 6 s.)
export default function ToastContainerView() {
  useEffect(() => toastContainerMounted(), []);
  return (
    <>
      <ToastStyles />
      <ToastContainer limit={1} position="bottom-right" autoClose={6000} theme="light" />
    </>
  );
}
