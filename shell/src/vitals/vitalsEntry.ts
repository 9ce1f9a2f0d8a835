// An entry of its own (rsbuild.config.ts), requested by shell/startShell.js on every page after
// the load event: the Web Vitals of pages that never start the shell are reported too.
import { scheduleVitalsReporter } from './scheduleVitalsReporter.ts';

scheduleVitalsReporter();
