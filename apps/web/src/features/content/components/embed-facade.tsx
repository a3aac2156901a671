import { GALLERY_PLATFORM_LABELS, type TGalleryItem } from '@curio/shared';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { embedFrames } from '#web/features/content/lib/embed.ts';

/**
 * docs/product.md#content-pages: a click-to-load facade. Until the visitor asks, no third-party frame (and so
 * no third-party script or cookie) is loaded; after the click the embed, cleaned again in the browser, takes
 * its place.
 */
export function EmbedFacade({ item }: { item: TGalleryItem }) {
  const [isLoaded, setIsLoaded] = useState(false);
  const frameRef = useRef<HTMLIFrameElement>(null);
  const noteId = useId();
  const label = GALLERY_PLATFORM_LABELS[item.platform];
  const frames = useMemo(
    () => (isLoaded ? embedFrames(item.embedLink, item.platform) : []),
    [isLoaded, item.embedLink, item.platform],
  );

  // The button that had focus is gone: hand focus to the frame that replaced it.
  useEffect(() => {
    if (isLoaded) frameRef.current?.focus();
  }, [isLoaded]);

  if (!isLoaded) {
    return (
      <button
        type="button"
        className={`embed-facade embed-facade--${item.platform}`}
        onClick={() => setIsLoaded(true)}
        // The name says what the click does; the note (where the content comes from) is its description.
        aria-label={`Load ${label} post: ${item.title}`}
        aria-describedby={noteId}
      >
        <span className="embed-facade__play" aria-hidden="true">
          ▶
        </span>
        <span className="embed-facade__text" aria-hidden="true">
          Load {label} post: {item.title}
        </span>
        <span className="embed-facade__note" id={noteId}>
          Loads content from {label}
        </span>
      </button>
    );
  }

  if (frames.length === 0) {
    return <p className="embed-facade__missing">This {label} post cannot be shown here.</p>;
  }

  return (
    <div className="embed-frames">
      {frames.map((frame, index) => (
        <iframe
          key={`${frame.src}-${index}`}
          ref={index === 0 ? frameRef : undefined}
          className="embed-frame"
          src={frame.src}
          title={frame.title ?? `${label} post: ${item.title}`}
          width={frame.width ?? undefined}
          height={frame.height ?? undefined}
          allow={frame.allow ?? undefined}
          allowFullScreen={frame.allowFullScreen}
          loading="lazy"
          referrerPolicy="strict-origin-when-cross-origin"
          // The platforms' players need scripts and their own origin; nothing else (no top navigation).
          sandbox="allow-scripts allow-same-origin allow-popups allow-presentation"
        />
      ))}
    </div>
  );
}
