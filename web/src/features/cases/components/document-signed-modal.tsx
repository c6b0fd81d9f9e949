import { Button, Checkbox, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import type { SignedDocumentModel, SignedDocumentRequest } from '../api/types.ts';

/**
 * The document-signed modal (spec part 2 §3 "Signed-document model", §4): shown when the case sells a stock car
 * (while the contract is printed) or takes a swap car; OK marks the document signed with those cars.
 */
export function DocumentSignedModal({
  model,
  title,
  busy,
  onConfirm,
  onClose,
}: {
  model: SignedDocumentModel | undefined;
  title: string;
  busy: boolean;
  onConfirm: (request: SignedDocumentRequest) => void;
  onClose: () => void;
}) {
  return (
    <Modal opened={model !== undefined} onClose={onClose} title={title}>
      {model && <SignedDocumentForm model={model} busy={busy} onConfirm={onConfirm} onClose={onClose} />}
    </Modal>
  );
}

function SignedDocumentForm({
  model,
  busy,
  onConfirm,
  onClose,
}: {
  model: SignedDocumentModel;
  busy: boolean;
  onConfirm: (request: SignedDocumentRequest) => void;
  onClose: () => void;
}) {
  const [transferSwapCar, setTransferSwapCar] = useState(false);
  const { SalesItem: salesItem, SwapCar: swapCar } = model;
  return (
    <Stack gap="md">
      {salesItem && (
        <Stack gap={4}>
          <Text fw={600}>Bil</Text>
          <Text size="sm">{salesItem.CarTitle}</Text>
          <Text size="sm" c="dimmed">
            {salesItem.CanOnlyBeEditedFromCarApi
              ? 'Bilen styres af et bilsystem og kan ikke sættes som solgt herfra.'
              : salesItem.Sold
                ? 'Bilen er allerede sat som solgt.'
                : 'Bilen sættes som solgt, når dokumentet angives som underskrevet.'}
          </Text>
        </Stack>
      )}
      {swapCar && (
        <Stack gap={4}>
          <Text fw={600}>Byttebil</Text>
          <Checkbox
            label="Overfør byttebilen til egne biler"
            checked={transferSwapCar}
            onChange={(event) => setTransferSwapCar(event.currentTarget.checked)}
          />
        </Stack>
      )}
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          Annuller
        </Button>
        <Button
          loading={busy}
          onClick={() =>
            onConfirm({
              CaseId: model.CaseId,
              ...(salesItem ? { SalesItem: { CarId: salesItem.CarId } } : {}),
              ...(swapCar ? { SwapCar: { CarId: swapCar.CarId }, TransferSwapCartoOwnCars: transferSwapCar } : {}),
            })
          }
          data-autofocus
        >
          OK
        </Button>
      </Group>
    </Stack>
  );
}
