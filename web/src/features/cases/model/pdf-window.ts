import type { ApiFile } from '@/lib/api.ts';

/** How long a PDF's object URL lives: long enough for the new tab to load it. */
const OBJECT_URL_LIFETIME_MS = 60_000;

export interface PdfWindow {
  /** Shows the PDF in the tab; without a tab (a blocked pop-up) the browser downloads it instead. */
  show(file: ApiFile, fallbackName: string): void;
  close(): void;
}

/**
 * A new tab for a PDF, opened at once (while the click still counts as the user's, so pop-up blockers allow it) and
 * given the PDF when it arrives: the PDF is fetched with the API client (session, errors) and shown from a blob URL.
 */
export const openPdfWindow = (waitingText: string): PdfWindow => {
  const tab = window.open('', '_blank');
  if (tab) {
    try {
      tab.opener = null;
      tab.document.title = waitingText;
      tab.document.body.textContent = waitingText;
    } catch {
      // a tab we cannot write to still takes the PDF
    }
  }
  return {
    show(file, fallbackName) {
      const url = URL.createObjectURL(file.blob);
      if (tab && !tab.closed) {
        tab.location.href = url;
      } else {
        const link = document.createElement('a');
        link.href = url;
        link.download = file.fileName ?? fallbackName;
        link.click();
      }
      setTimeout(() => URL.revokeObjectURL(url), OBJECT_URL_LIFETIME_MS);
    },
    close() {
      if (tab && !tab.closed) tab.close();
    },
  };
};
