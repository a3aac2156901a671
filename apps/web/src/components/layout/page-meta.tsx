import { useLayoutEffect } from 'react';
import { createPortal } from 'react-dom';
import { headElements, type TPageHead } from '@curio/shared';
import { SERVER_HEAD_SELECTOR, siteOrigin } from '#web/lib/site-origin.ts';
import { isServerRender } from '#web/lib/server-render.ts';

/**
 * Per-route <title>, description, canonical link, Open Graph and Twitter tags (ADR 008): the same tags from
 * the same values (`headElements`) as the server's, rendered into <head> through a portal (the shipped
 * runtime, Preact, does not hoist them as React 19 does: ADR 011). The server's own copies go once these are
 * in, so the head never holds two of a tag.
 */
export function PageMeta(head: TPageHead) {
  useLayoutEffect(() => {
    for (const element of document.head.querySelectorAll(SERVER_HEAD_SELECTOR)) element.remove();
  }, []);
  // A server render of the page (ADR 019) has no head to write into: the server writes the same tags itself.
  if (isServerRender()) return null;
  const elements = headElements(head, siteOrigin());
  return createPortal(
    <>
      {elements.map((element, index) =>
        element.tag === 'title' ? (
          <title key={index}>{element.text}</title>
        ) : element.tag === 'meta' ? (
          <meta key={index} {...element.attrs} />
        ) : (
          <link key={index} {...element.attrs} />
        ),
      )}
    </>,
    document.head,
  );
}
