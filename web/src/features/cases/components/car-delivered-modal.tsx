import { Button, Checkbox, Group, Modal, Select, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { CAR_STATUSES } from '../../../../../domain/cars/car.ts';
import { formatKr } from '../../../../../domain/format.ts';
import type { CarDeliveredModel } from '../api/types.ts';

/**
 * The car-delivered modal (spec part 2 §3 "Car-delivered model", §4): confirms the delivery; with a signed contract
 * and a stock car that is not run from a car system, it says the car is sold first, and with a swap car it asks
 * whether that car is internal and which car status it gets.
 */
export function CarDeliveredModal({
  model,
  busy,
  onConfirm,
  onClose,
}: {
  model: CarDeliveredModel | undefined;
  busy: boolean;
  onConfirm: (model: CarDeliveredModel) => void;
  onClose: () => void;
}) {
  return (
    <Modal opened={model !== undefined} onClose={onClose} title="Bil leveret">
      {model && <CarDeliveredForm model={model} busy={busy} onConfirm={onConfirm} onClose={onClose} />}
    </Modal>
  );
}

function CarDeliveredForm({
  model,
  busy,
  onConfirm,
  onClose,
}: {
  model: CarDeliveredModel;
  busy: boolean;
  onConfirm: (model: CarDeliveredModel) => void;
  onClose: () => void;
}) {
  const [swapIsIntern, setSwapIsIntern] = useState(model.SwapItemIsIntern);
  const [swapStatus, setSwapStatus] = useState<string | null>(model.SwapItemStatus === null ? null : String(model.SwapItemStatus));
  return (
    <Stack gap="md">
      <Text size="sm">Er bilen leveret til kunden?</Text>
      {model.ShowSellCar && (
        <Stack gap={4}>
          <Text fw={600}>Sælg bil</Text>
          <Text size="sm">
            {model.SalesItemCarTitle} sættes som solgt
            {model.SalesItemSalesPrice !== null &&
              ` for ${formatKr(model.SalesItemSalesPrice, 0)}${model.SalesItemIsRetailPrice ? ' (detailpris)' : ''}`}
            .
          </Text>
        </Stack>
      )}
      {model.SwapItemCarId && (
        <Stack gap={4}>
          <Text fw={600}>Byttebil</Text>
          <Text size="sm">{model.SwapItemCarTitle}</Text>
          <Checkbox label="Intern bil" checked={swapIsIntern} onChange={(event) => setSwapIsIntern(event.currentTarget.checked)} />
          <Select
            label="Status"
            placeholder="Vælg status"
            data={Object.entries(CAR_STATUSES).map(([value, label]) => ({ value, label }))}
            value={swapStatus}
            onChange={setSwapStatus}
            allowDeselect={false}
            comboboxProps={{ withinPortal: false }}
          />
        </Stack>
      )}
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          Annuller
        </Button>
        <Button loading={busy} onClick={() => onConfirm({ ...model, SwapItemIsIntern: swapIsIntern, SwapItemStatus: swapStatus === null ? null : Number(swapStatus) })} data-autofocus>
          OK
        </Button>
      </Group>
    </Stack>
  );
}
