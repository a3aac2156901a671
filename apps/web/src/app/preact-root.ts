import { render, type ComponentChild } from 'preact';

/**
 * A vnode as Preact keeps it after a render, by the property names of its published build (stable: Preact's
 * devtools, signals and render-to-string read them too): the DOM node it rendered and its children.
 */
interface RenderedVNode {
  type: unknown;
  __e?: Node | null;
  __k?: (RenderedVNode | null)[] | null;
}

/** The nodes directly under `container` that the render placed there (through components and fragments). */
function topLevelNodes(vnode: RenderedVNode | null | undefined, container: Node, into: Set<Node>) {
  if (!vnode) return into;
  if (vnode.__e?.parentNode === container) into.add(vnode.__e);
  // An element's children are inside it; a component's or a fragment's may be at the top.
  if (typeof vnode.type !== 'string')
    for (const child of vnode.__k ?? []) topLevelNodes(child, container, into);
  return into;
}

/**
 * `react-dom/client` in the shipped build (vite.config.ts; ADR 011, ADR 019). Preact's compat `createRoot`
 * empties the container before its first render, as React does; this one renders straight into it, so
 * Preact diffs the app into the nodes the server sent (a server-rendered page, or the shell): a node of the
 * same type is kept, its attributes and text corrected, and what the server did not render is added. Preact
 * leaves what it did not reuse at the container's own level (it would append, not replace): those nodes go
 * after the first render, so a page whose frame differs from the server's (the console) has one of each.
 */
export function createRoot(container: Element) {
  let isFirst = true;
  return {
    render(children: ComponentChild) {
      render(children, container);
      if (!isFirst) return;
      isFirst = false;
      const rendered = (container as Element & { __k?: RenderedVNode }).__k;
      const kept = topLevelNodes(rendered, container, new Set());
      for (const node of [...container.childNodes]) if (!kept.has(node)) node.remove();
    },
    unmount() {
      render(null, container);
    },
  };
}
