/**
 * The largest setup file the page reads (docs/SECURITY.md, "File limits"): an organization's setup
 * is a few hundred KB at most; a larger file is refused by its size, before any of it is read, so
 * a huge file cannot hang or crash the tab.
 */
export const MAX_SETUP_FILE_MB = 5;

export function setupFileTooLarge(file: { size: number }): boolean {
  return file.size > MAX_SETUP_FILE_MB * 1024 * 1024;
}
