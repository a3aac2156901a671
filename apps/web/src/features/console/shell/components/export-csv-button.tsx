import { useState } from 'react';
import { toast } from '#web/lib/toast.ts';
import { Button } from '#web/components/ui/button.tsx';
import { toastError } from '#web/lib/notify.ts';
import { downloadCsv } from '#web/features/console/shell/api/console-api.ts';
import type { ListState } from '#web/features/console/shell/lib/use-list-state.ts';

type TExportCsvButtonProps = {
  /** The export's path under /api: '/admin/orders.csv'. */
  path: string;
  /** The list as shown: the export has the same filters, search and sort (every page). */
  list: ListState;
  fileName: string;
  label?: string;
};

/** Downloads what the list shows, all pages, as CSV; says so when it is done or why it failed. */
export function ExportCsvButton({ path, list, fileName, label = 'Export CSV' }: TExportCsvButtonProps) {
  const [isExporting, setIsExporting] = useState(false);
  const onExport = async () => {
    setIsExporting(true);
    try {
      await downloadCsv(path, list, fileName);
      toast.success('Export downloaded');
    } catch (error) {
      toastError(error, 'The export could not be downloaded. Try again.');
    } finally {
      setIsExporting(false);
    }
  };
  return (
    <Button variant="secondary" isLoading={isExporting} onClick={() => void onExport()}>
      {label}
    </Button>
  );
}
