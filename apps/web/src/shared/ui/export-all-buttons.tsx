import type { Table } from '@tanstack/react-table';
import { saveBlob } from '../api/download-file.ts';
import { dataToRows, exportFileName, rowsToBlob } from '../lib/table-export.ts';
import { ExportFileButtons } from './table-controls.tsx';

/**
 * CSV and XLSX of a list the server pages: `load` fetches every row the list's filters keep (see
 * `collectPages`), written with the table's exportable columns.
 */
export function ExportAllButtons<T>({
  table,
  name,
  load,
  disabled,
}: {
  table: Table<T>;
  /** The file's name (and the workbook sheet's). */
  name: string;
  load: () => Promise<readonly T[]>;
  disabled?: boolean;
}) {
  return (
    <ExportFileButtons
      disabled={disabled}
      onExport={async (format) =>
        saveBlob(
          await rowsToBlob(dataToRows(table, await load()), format, name),
          exportFileName(name, format),
        )
      }
    />
  );
}
