/** Saves data as a JSON file through the browser's download (an export the member or an admin asked for). */
export function saveJsonFile(data: unknown, fileName: string): void {
  const blob = new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // the download has started by then; the object URL is not needed after it
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
