import {
  formatConsoleDate,
  formatConsoleDateTime,
  type DateZone,
} from '#web/features/console/shell/lib/console-dates.ts';

type TConsoleTimeProps = {
  /** The moment, as the API sends it (ISO 8601). */
  iso: string;
  /** A moment shows its time too; a day does not. */
  withTime?: boolean;
  /** The clock a day is read on (`formatConsoleDate`); a time is always the reader's. */
  zone?: DateZone;
};

/** A console date in its one format, machine-readable, never broken across lines in a table. */
export function ConsoleTime({ iso, withTime = false, zone }: TConsoleTimeProps) {
  return (
    <time className="console-time" dateTime={iso}>
      {withTime ? formatConsoleDateTime(iso) : formatConsoleDate(iso, zone)}
    </time>
  );
}
