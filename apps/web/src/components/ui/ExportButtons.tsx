import type { ExportFormat } from '@market/contract';
import { FileDown, FileSpreadsheet } from 'lucide-react';
import { useState } from 'react';
import { toast } from '../../lib/toast';
import { m } from '../../lib/messages';
import { Button } from './Button';

/** "Xuất CSV" and "Xuất Excel": one download at a time, a toast when the server refuses. */
export function ExportButtons({ onExport }: { onExport: (format: ExportFormat) => Promise<void> }) {
  const [exporting, setExporting] = useState<ExportFormat | null>(null);
  const download = async (format: ExportFormat) => {
    setExporting(format);
    try {
      await onExport(format);
    } catch {
      toast.error(m.common.exportFailed);
    } finally {
      setExporting(null);
    }
  };
  return (
    <>
      <Button
        variant="secondary"
        leadingIcon={<FileDown className="size-4" aria-hidden />}
        loading={exporting === 'csv'}
        disabled={exporting !== null}
        onClick={() => void download('csv')}
      >
        {m.common.exportCsv}
      </Button>
      <Button
        variant="secondary"
        leadingIcon={<FileSpreadsheet className="size-4" aria-hidden />}
        loading={exporting === 'xlsx'}
        disabled={exporting !== null}
        onClick={() => void download('xlsx')}
      >
        {m.common.exportXlsx}
      </Button>
    </>
  );
}
