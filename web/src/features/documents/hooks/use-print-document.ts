import { notifications } from '@mantine/notifications';
import { useMutation } from '@tanstack/react-query';
import { CANCEL_DOCUMENT_REQUIRED, CaseMessages } from '../../../../../domain/cases/messages.ts';
import { confirmAction } from '@/components/confirm.tsx';
import { ApiError, type QueryParams } from '@/lib/api.ts';
import { fetchDocument } from '../api/fetch-document.ts';
import { saveFile } from '@/lib/save-file.ts';
import { DOWNLOAD_FAILED, withPdfExtension, type DocumentDefinition } from '../model/documents.ts';

const ERROR_TITLE = 'Der skete en fejl...';

/** The case's cancel-document command: the case version it answered with, if it said. */
export type CancelDocument = (caseId: string) => Promise<{ version: string | undefined }>;

/** What the user reads when a print fails: the server's refusal, or the spec's download failure. */
const failureOf = (error: unknown): string =>
  error instanceof ApiError && error.status >= 400 && error.status < 500 && error.status !== 404 ? error.message : DOWNLOAD_FAILED;

/** The document the cancel-document flow cancels to print `definition`'s (spec part 2 §4). */
const oppositeOf = (definition: DocumentDefinition): string => (definition.document === 'Contract' ? 'købsaftalen' : 'slutsedlen');

export interface PrintOutcome {
  printed: boolean;
  /** The case changed (printed, or its document cancelled). */
  changed: boolean;
  /** The case version the last command answered with, if it said. */
  version?: string | undefined;
}

/**
 * Printing a document (RenderPdf=true, UsePdfAttachment=true): downloads the PDF under the document's name. When the
 * opposite document stands in the way (the server's CANCEL_DOCUMENT_REQUIRED), the spec's cancel-document flow: ask,
 * cancel it ('Handlen er annuleret.'), print again. A failure is shown, and the outcome says what changed before it.
 */
export function usePrintDocument(definition: DocumentDefinition, caseId: string, cancelDocument: CancelDocument) {
  /** Downloads the PDF; the case version the print answered with. */
  const download = async (query: QueryParams): Promise<string | undefined> => {
    const file = await fetchDocument(definition.path, query);
    saveFile(file.blob, withPdfExtension(file.fileName, definition.fileName));
    return file.version;
  };

  const mutation = useMutation({
    mutationFn: async (query: QueryParams): Promise<PrintOutcome> => {
      let changed = false;
      let version: string | undefined;
      try {
        try {
          version = await download(query);
        } catch (error) {
          if (!(error instanceof ApiError && error.code === CANCEL_DOCUMENT_REQUIRED)) throw error;
          const ok = await confirmAction(
            'Annuller dokument',
            `${error.message} Vil du annullere ${oppositeOf(definition)} og udskrive ${definition.title.toLowerCase()}?`,
            { above: true },
          );
          if (!ok) return { printed: false, changed };
          version = (await cancelDocument(caseId)).version;
          changed = true;
          notifications.show({ color: 'green', message: CaseMessages.cancelled });
          version = (await download(query)) ?? version;
        }
        return { printed: true, changed: true, version };
      } catch (error) {
        notifications.show({ color: 'red', title: ERROR_TITLE, message: failureOf(error) });
        return { printed: false, changed, version };
      }
    },
  });

  const print = async (query: QueryParams): Promise<PrintOutcome> =>
    mutation.isPending ? { printed: false, changed: false } : mutation.mutateAsync(query);

  return { print, printing: mutation.isPending };
}
