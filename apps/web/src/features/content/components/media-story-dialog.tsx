import type { TMediaItem } from '@curio/shared';
import { Button } from '#web/components/ui/button.tsx';
import { Modal } from '#web/components/ui/modal.tsx';
import { formatLongDate, isoDay } from '#web/lib/dates.ts';

/**
 * Read More: the story's summary and where it ran. The outlets are fictional demo content, so there is no
 * outbound link to follow (packages/shared ZMediaItem).
 */
export function MediaStoryDialog({ item, onClose }: { item: TMediaItem | null; onClose: () => void }) {
  return (
    <Modal
      isOpen={item !== null}
      onClose={onClose}
      title={item?.title ?? ''}
      actions={
        <Button onClick={onClose} data-autofocus>
          Close
        </Button>
      }
    >
      {item && (
        <>
          <p className="media-story__source">
            {item.source} ·{' '}
            <time dateTime={isoDay(item.createdAt)}>{formatLongDate(item.createdAt, 'utc')}</time>
          </p>
          <p className="media-story__summary">{item.summary}</p>
        </>
      )}
    </Modal>
  );
}
