// An entry of its own (defineShellConfig in @pod/build-config), requested by shell/src/inline/islands.ts on every
// page once it has loaded, its largest paint has been shown and it is idle: that is all the
// waiting the reporter needs, so it starts its measurements then (one task each), with web-vitals
// in this same file (no second request). The Web Vitals of pages that never start the shell are
// reported too.
import { startVitalsReporter } from './vitalsReporter.ts';

if (typeof navigator.sendBeacon === 'function') startVitalsReporter();
