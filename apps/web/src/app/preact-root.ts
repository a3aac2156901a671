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

type TextField = HTMLInputElement | HTMLTextAreaElement;

/**
 * What the visitor typed into the server's fields before the app started (ADR 048: on a rendered page the
 * app comes after the first paint, and a field takes typing before that). The app's first render would set
 * a controlled field back to its state's value.
 */
function typedText(container: Element): Map<TextField, string> {
  const typed = new Map<TextField, string>();
  for (const field of container.querySelectorAll<TextField>('input, textarea'))
    if (field.value !== field.defaultValue) typed.set(field, field.value);
  return typed;
}

/** Puts typed text back where the render replaced it, as an input event, so the app's state takes it too. */
function keepTyped(typed: Map<TextField, string>) {
  for (const [field, value] of typed) {
    if (!field.isConnected || field.value === value) continue;
    field.value = value;
    field.dispatchEvent(new Event('input', { bubbles: true }));
  }
}

/**
 * `react-dom/client` in the shipped build (vite.config.ts; ADR 011, ADR 019). Preact's compat `createRoot`
 * empties the container before its first render, as React does; this one renders straight into it, so
 * Preact diffs the app into the nodes the server sent (a server-rendered page, or the shell): a node of the
 * same type is kept, its attributes and text corrected, and what the server did not render is added. Preact
 * leaves what it did not reuse at the container's own level (it would append, not replace): those nodes go
 * after the first render, so a page whose frame differs from the server's (the console) has one of each.
 * Text typed into the server's fields before then is kept (`keepTyped`), and so is the scroll position.
 */
export function createRoot(container: Element) {
  let isFirst = true;
  return {
    render(children: ComponentChild) {
      if (!isFirst) {
        render(children, container);
        return;
      }
      isFirst = false;
      const typed = typedText(container);
      const scrolled = { x: window.scrollX, y: window.scrollY };
      render(children, container);
      keepTyped(typed);
      // The router's scroll restoration sends a new location to the top (or to its #hash) in the render's
      // layout effects. The first location is the page the visitor may have scrolled already (ADR 048): one
      // who has stays where they were, before anything is painted. From the top, the router's scroll stands
      // (a #hash whose element only the app renders).
      const moved = window.scrollX !== scrolled.x || window.scrollY !== scrolled.y;
      if (moved && (scrolled.x > 0 || scrolled.y > 0)) window.scrollTo(scrolled.x, scrolled.y);
      const rendered = (container as Element & { __k?: RenderedVNode }).__k;
      const kept = topLevelNodes(rendered, container, new Set());
      for (const node of [...container.childNodes]) if (!kept.has(node)) node.remove();
    },
    unmount() {
      render(null, container);
    },
  };
}
