import { MAX_FILE_MB } from './limits';

export type FileProblem = { code: 'fileType' } | { code: 'fileSize'; maxMb: number };

const csvTypes = new Set(['text/csv', 'application/csv', 'text/comma-separated-values', 'application/vnd.ms-excel']);

/** Type (a `.csv` name, or a CSV media type) and size of a chosen file; null when acceptable. */
export function checkCsvFile(
  file: { name: string; type: string; size: number },
  maxMb = MAX_FILE_MB,
): FileProblem | null {
  const csvName = /\.csv$/i.test(file.name);
  if (!csvName && !csvTypes.has(file.type.toLowerCase())) return { code: 'fileType' };
  if (file.size > maxMb * 1024 * 1024) return { code: 'fileSize', maxMb };
  return null;
}
