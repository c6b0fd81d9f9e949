import { Button, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconFileTypePdf } from '@tabler/icons-react';
import { useState } from 'react';
import type { PrintableDocument } from '../../../../../domain/documents/print-options.ts';
import { printCommandOf, type CaseCommandName } from '../../../../../domain/cases/available-commands.ts';
import { missingForPrint } from '../../../../../domain/cases/decider.ts';
import type { CaseData } from '../../../../../events/cases.ts';
import { DOCUMENTS } from '../model/documents.ts';
import { DocumentModal, type CancelDocument } from './document-modal.tsx';

/** What the documents read of a case: its id, what it misses for print, its swap car and the car's plate. */
export interface PrintableCase {
  Id: string | null;
  CustomerId: string | null;
  SalesItem: CaseData['SalesItem'];
  SwapCarId: string | null;
  HasSwapPriceAgreement?: boolean | null;
  /** What the server lets the caller do with the case now: a document is offered only when it may be printed. */
  AllowedActions: readonly CaseCommandName[];
}

/** The case's swap price agreement, where the case model carries it. */
const hasSwapPriceAgreement = (model: PrintableCase): boolean => model.HasSwapPriceAgreement === true;

/** Why the case cannot print yet: the spec's 'Mangler …' text, or that it must be saved first. */
export const printBlockerOf = (model: PrintableCase): string | undefined =>
  missingForPrint({ CustomerId: model.CustomerId, SalesItem: model.SalesItem }) ?? (model.Id ? undefined : 'Gem sagen først');

/**
 * The case's documents (spec part 2 §2 "Documents" tab, §4): a button per document opening its modal, disabled with
 * 'Mangler bil', 'Mangler kunde' or 'Mangler bil og kunde'. The purchase agreement is offered only with a swap car, and
 * only the documents the server lets the caller print (a mechanic prints the preparation document, a bookkeeper the
 * invoice basis and the customs document).
 */
export function CaseDocumentsPanel({
  model,
  onPrinted,
  cancelDocument,
}: {
  model: PrintableCase;
  onPrinted(version?: string): void;
  /** The case's cancel-document command, for the print that needs the opposite document cancelled first. */
  cancelDocument: CancelDocument;
}) {
  const [open, setOpen] = useState<PrintableDocument | null>(null);
  const blocker = printBlockerOf(model);
  const documents = DOCUMENTS.filter(
    (definition) => (definition.document !== 'PurchaseDocument' || model.SwapCarId) && model.AllowedActions.includes(printCommandOf(definition.document)),
  );

  return (
    <Stack gap="sm">
      {blocker && (
        <Text size="sm" c="orange.8" data-testid="documents-blocker">
          {blocker}
        </Text>
      )}
      <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }}>
        {documents.map((definition) => (
          <Button
            key={definition.document}
            variant="light"
            leftSection={<IconFileTypePdf size={16} />}
            disabled={Boolean(blocker)}
            title={blocker}
            onClick={() => setOpen(definition.document)}
          >
            {definition.title}
          </Button>
        ))}
      </SimpleGrid>
      {model.Id &&
        documents.map((definition) => (
          <DocumentModal
            key={definition.document}
            document={definition.document}
            caseId={model.Id ?? ''}
            opened={open === definition.document}
            onClose={() => setOpen(null)}
            onPrinted={onPrinted}
            swapPriceVisible={hasSwapPriceAgreement(model)}
            registrationNumber={model.SalesItem?.RegistrationNumber ?? null}
            cancelDocument={cancelDocument}
          />
        ))}
    </Stack>
  );
}
