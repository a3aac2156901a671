import { formatFileSize, LEARNING_MESSAGES, type TLessonDetail } from '@curio/shared';
import { buttonClass } from '#web/components/ui/button.tsx';

type TDownload = NonNullable<TLessonDetail['download']>;

/** A download lesson's file: a link to its media URL, named with the file's name and size. */
export function DownloadLesson({ download }: { download: TDownload }) {
  return (
    <p className="lesson-download">
      <a className={buttonClass('secondary')} href={download.url} download={download.fileName}>
        {LEARNING_MESSAGES.download(download.fileName)}
        <span className="lesson-download__size">({formatFileSize(download.fileSize)})</span>
      </a>
    </p>
  );
}
