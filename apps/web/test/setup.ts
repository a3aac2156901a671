import '@testing-library/jest-dom/vitest';
import { afterEach, vi } from 'vitest';
import { cleanup, configure } from '@testing-library/react';

// findBy…/waitFor wait for a state up to this bound (the library's 1 s default is met by a busy machine's
// CI).
configure({ asyncUtilTimeout: 10_000 });

// A console.error during a test is a bug we have not noticed yet (epic-stack habit): fail on it.
const originalError = console.error;
vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
  originalError(...args);
  throw new Error(`console.error was called: ${String(args[0])}`);
});

// jsdom does not implement scrolling; React Router's <ScrollRestoration> calls it on every navigation.
vi.spyOn(window, 'scrollTo').mockImplementation(() => {});

afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.unstubAllGlobals();
});
