import { SPREADSHEET_EXTENSIONS } from '@platform/contracts';

/** Whether a chosen file has a spreadsheet extension (CSV, XLS, XLSX): checked before any upload. */
export function isSpreadsheetName(name: string): boolean {
  const extension = name.split('.').pop()?.toLowerCase() ?? '';
  return name.includes('.') && (SPREADSHEET_EXTENSIONS as readonly string[]).includes(extension);
}

/** The example file offered on the import page: the header row and two customers. */
export const IMPORT_TEMPLATE_CSV = [
  'telephone,prenom,nom,email,notes',
  '0197000001,Aïcha,Dossou,aicha@example.com,Cliente fidèle',
  '+228 90 00 00 01,Koffi,Mensah,,',
].join('\n');
