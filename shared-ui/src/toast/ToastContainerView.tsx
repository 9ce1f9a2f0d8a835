import { useEffect } from 'react';
import { ToastContainer } from 'react-toastify';
import { useColorScheme } from '../theme/useColorScheme.ts';
import { toastContainerMounted } from './toastRuntime.ts';

// Spec §9: at most one toast at a time, width capped at 420 px (toastStyles.ts, with the
// phone layout and the site's colours).
// (The spec's 1,000,000 ms removal delay is a Radix detail; react-toastify
// removes a dismissed toast at once, and auto-closes after 6 s.)
export default function ToastContainerView() {
  const { scheme } = useColorScheme();
  useEffect(() => toastContainerMounted(), []);
  return (
    <ToastContainer
      limit={1}
      position="bottom-right"
      autoClose={6000}
      theme={scheme === 'dark' ? 'dark' : 'light'}
    />
  );
}
