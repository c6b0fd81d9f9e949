import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { CANCEL_DOCUMENT_REQUIRED, CaseMessages } from '../../../../../domain/cases/messages.ts';
import { ApiError, type QueryParams } from '@/lib/api.ts';
import { cancelDocument } from '@/features/cases/api/cases.ts';
import { fetchDocument } from '../api/documents.ts';
import { saveFile } from '../model/download.ts';
import { DOWNLOAD_FAILED, withPdfExtension, type DocumentDefinition } from '../model/documents.ts';

const ERROR_TITLE = 'Der skete en fejl...';

/** A confirmation with the spec's buttons ('Annuller' / 'OK'), above the document modal: true when confirmed. */
const confirm = (title: string, message: string): Promise<boolean> =>
  new Promise((resolve) => {
    modals.openConfirmModal({
      title,
      zIndex: 1000,
      children: <Text size="sm">{message}</Text>,
      labels: { confirm: 'OK', cancel: 'Annuller' },
      onConfirm: () => resolve(true),
      onCancel: () => resolve(false),
      onClose: () => resolve(false),
    });
  });

/** What the user reads when a print fails: the server's refusal, or the spec's download failure. */
const failureOf = (error: unknown): string =>
  error instanceof ApiError && error.status >= 400 && error.status < 500 && error.status !== 404 ? error.message : DOWNLOAD_FAILED;

/** The document the cancel-document flow cancels to print `definition`'s (spec part 2 §4). */
const oppositeOf = (definition: DocumentDefinition): string => (definition.document === 'Contract' ? 'købsaftalen' : 'slutsedlen');

/**
 * Printing a document (RenderPdf=true, UsePdfAttachment=true): downloads the PDF under the document's name. When the
 * opposite document stands in the way (the server's CANCEL_DOCUMENT_REQUIRED), the spec's cancel-document flow: ask,
 * cancel it ('Handlen er annuleret.'), print again. `changed`: the case changed (printed, or its document cancelled);
 * `version`: the case version the last command answered with, if it said.
 */
export function usePrintDocument(definition: DocumentDefinition, caseId: string) {
  const [printing, setPrinting] = useState(false);

  /** Downloads the PDF; the case version the print answered with. */
  const download = async (query: QueryParams): Promise<string | undefined> => {
    const file = await fetchDocument(definition.path, query);
    saveFile(file.blob, withPdfExtension(file.fileName, definition.fileName));
    return file.version;
  };

  const print = async (query: QueryParams): Promise<{ printed: boolean; changed: boolean; version?: string }> => {
    if (printing) return { printed: false, changed: false };
    setPrinting(true);
    let changed = false;
    let version: string | undefined;
    try {
      try {
        version = await download(query);
      } catch (error) {
        if (!(error instanceof ApiError && error.code === CANCEL_DOCUMENT_REQUIRED)) throw error;
        const ok = await confirm(
          'Annuller dokument',
          `${error.message} Vil du annullere ${oppositeOf(definition)} og udskrive ${definition.title.toLowerCase()}?`,
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
    } finally {
      setPrinting(false);
    }
  };

  return { print, printing };
}
