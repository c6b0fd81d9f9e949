import { Button, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconFileTypePdf } from '@tabler/icons-react';
import { useState } from 'react';
import type { PrintableDocument } from '../../../../../domain/documents/print-options.ts';
import { missingForPrint } from '../../../../../domain/cases/decider.ts';
import type { CaseModel } from '@/features/cases/api/types.ts';
import { DOCUMENTS } from '../model/documents.ts';
import { DocumentModal } from './document-modal.tsx';

/** The case's swap price agreement, where the case model carries it. */
const hasSwapPriceAgreement = (model: CaseModel): boolean =>
  (model as CaseModel & { HasSwapPriceAgreement?: boolean | null }).HasSwapPriceAgreement === true;

/** Why the case cannot print yet: the spec's 'Mangler …' text, or that it must be saved first. */
export const printBlockerOf = (model: CaseModel): string | undefined =>
  missingForPrint({ CustomerId: model.CustomerId, SalesItem: model.SalesItem }) ?? (model.Id ? undefined : 'Gem sagen først');

/**
 * The case's documents (spec part 2 §2 "Documents" tab, §4): a button per document opening its modal, disabled with
 * 'Mangler bil', 'Mangler kunde' or 'Mangler bil og kunde'. The purchase agreement is offered only with a swap car.
 */
export function CaseDocumentsPanel({ model, onPrinted }: { model: CaseModel; onPrinted(version?: string): void }) {
  const [open, setOpen] = useState<PrintableDocument | null>(null);
  const blocker = printBlockerOf(model);
  const documents = DOCUMENTS.filter((definition) => definition.document !== 'PurchaseDocument' || model.SwapCarId);

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
          />
        ))}
    </Stack>
  );
}
