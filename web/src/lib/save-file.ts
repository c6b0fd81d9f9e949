/** How long a downloaded file's object URL lives: long enough for the browser to start saving it. */
const OBJECT_URL_LIFETIME_MS = 60_000;

/** Saves `blob` as a file named `fileName` (with its extension, spec part 1 §5), through the browser's own save. */
export const saveFile = (blob: Blob, fileName: string): void => {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), OBJECT_URL_LIFETIME_MS);
};
