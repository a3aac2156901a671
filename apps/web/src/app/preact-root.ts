import { render, type ComponentChild } from 'preact';

/**
 * `react-dom/client` in the shipped build (vite.config.ts; ADR 011, ADR 019). Preact's compat `createRoot`
 * empties the container before its first render, as React does; this one renders straight into it, so
 * Preact diffs the app into the nodes the server sent (a server-rendered page, or the shell): a node of the
 * same type is kept, its attributes and text corrected, and what the server did not render is added.
 */
export function createRoot(container: Element) {
  return {
    render(children: ComponentChild) {
      render(children, container);
    },
    unmount() {
      render(null, container);
    },
  };
}
