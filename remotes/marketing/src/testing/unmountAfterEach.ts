// Every root a test rendered is unmounted after it. Left mounted, a page's pending React work
// (a slideshow's effects, a deferred render) could run after the file's jsdom was torn down and
// fail the run with "window is not defined", whichever test came last.
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(cleanup);
