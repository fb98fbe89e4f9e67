import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// findBy… and waitFor wait for what the page shows next: 1 s by default, which a loaded CI machine
// overran ("Unable to find role=link"); Playwright's expect waits 10 s too. Nothing waits longer
// when the page is right.
configure({ asyncUtilTimeout: 10_000 });

afterEach(() => cleanup());
