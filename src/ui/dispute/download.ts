/** Saving a file from the page: a blob or data URL handed to a temporary download link. */

/** Downloads `data` (a Blob, or a data URL) under `fileName`. */
export function downloadFile(fileName: string, data: Blob | string): void {
  const url = typeof data === 'string' ? data : URL.createObjectURL(data);
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  document.body.appendChild(a);
  a.click();
  a.remove();
  if (typeof data !== 'string') setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** A file-name-safe timestamp for exports, e.g. 2026-11-23T13-05-12. */
export function fileStamp(d: Date): string {
  return d.toISOString().slice(0, 19).replace(/:/g, '-');
}
