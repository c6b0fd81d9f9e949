import { Alert, Button, Checkbox, Group, List, Loader, Modal, NumberInput, Radio, Select, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { CAR_STATUSES } from '../../../../../domain/cars/car.ts';
import { CarMessages } from '../../../../../domain/cars/messages.ts';
import { casesByCarQuery } from '../api/cases-by-car.ts';
import type { CarDeliveredModel } from '../api/types.ts';

/** The init model as the server sends it: with the case it is for. */
type DeliveredModel = CarDeliveredModel & { CaseId?: string };

type PriceType = 'retail' | 'other';

/**
 * The car-delivered modal (spec part 2 §3 "Car-delivered model", §4 "Car delivered"): confirms the delivery. With a
 * signed contract and a stock car that is not run from a car system it first sells the car, as the spec's sell-car
 * dialog does (part 1 §4, §5): the department's other open cases of the car are named as a warning, and the car is
 * sold with a sales price and its price type, or with 'Gem ikke salgspris'. With a swap car it asks whether that car
 * is internal and which car status it gets.
 */
export function CarDeliveredModal({
  model,
  busy,
  onConfirm,
  onClose,
}: {
  model: DeliveredModel | undefined;
  busy: boolean;
  onConfirm: (model: DeliveredModel) => void;
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
  model: DeliveredModel;
  busy: boolean;
  onConfirm: (model: DeliveredModel) => void;
  onClose: () => void;
}) {
  const sellsCar = model.ShowSellCar && model.SalesItemCarId !== null;
  const related = useQuery({ ...casesByCarQuery(model.SalesItemCarId ?? ''), enabled: sellsCar });
  const [price, setPrice] = useState<number | string>(model.SalesItemSalesPrice ?? '');
  const [priceType, setPriceType] = useState<PriceType | null>(
    model.SalesItemSalesPrice === null ? null : model.SalesItemIsRetailPrice ? 'retail' : 'other',
  );
  const [doNotSavePrice, setDoNotSavePrice] = useState(false);
  const [swapIsIntern, setSwapIsIntern] = useState(model.SwapItemIsIntern);
  const [swapStatus, setSwapStatus] = useState<string | null>(model.SwapItemStatus === null ? null : String(model.SwapItemStatus));

  // Spec part 1 §5 "Sell car": 'do not save sales price', or a sales price and a price type both chosen.
  const sellError =
    !sellsCar || doNotSavePrice ? undefined : typeof price !== 'number' ? CarMessages.salesPriceMissing : priceType === null ? CarMessages.priceTypeMissing : undefined;
  const otherCases = (related.data?.List ?? []).filter((row) => row.Id !== model.CaseId);
  const checking = sellsCar && related.isPending;

  const confirm = () =>
    onConfirm({
      ...model,
      ...(sellsCar
        ? {
            SalesItemSalesPrice: doNotSavePrice || typeof price !== 'number' ? null : price,
            SalesItemIsRetailPrice: doNotSavePrice || priceType === null ? null : priceType === 'retail',
          }
        : {}),
      SwapItemIsIntern: swapIsIntern,
      SwapItemStatus: swapStatus === null ? null : Number(swapStatus),
    } as DeliveredModel);

  return (
    <Stack gap="md">
      <Text size="sm">Er bilen leveret til kunden?</Text>
      {sellsCar && (
        <Stack gap="xs">
          <Text fw={600}>Sælg bil</Text>
          <Text size="sm">{model.SalesItemCarTitle} sættes som solgt.</Text>
          {checking && (
            <Group gap="xs">
              <Loader size="xs" />
              <Text size="sm">Henter sager med bilen...</Text>
            </Group>
          )}
          {otherCases.length > 0 && (
            <Alert color="yellow" title="Bilen er på andre sager" data-testid="related-cases">
              <Text size="sm">Bilen indgår også i {otherCases.length === 1 ? 'denne sag' : `disse ${otherCases.length} sager`}:</Text>
              <List size="sm">
                {otherCases.map((row) => (
                  <List.Item key={row.Id}>
                    Sag nr. {row.Id}
                    {row.CustomerName ? `, ${row.CustomerName}` : ''} ({row.StatusText})
                  </List.Item>
                ))}
              </List>
            </Alert>
          )}
          <NumberInput
            label="Salgspris"
            withAsterisk={!doNotSavePrice}
            value={doNotSavePrice ? '' : price}
            onChange={setPrice}
            disabled={doNotSavePrice}
            min={0}
            max={100_000_000}
            allowNegative={false}
            decimalScale={2}
            thousandSeparator="."
            decimalSeparator=","
            suffix=" kr."
          />
          <Radio.Group
            label="Pristype"
            withAsterisk={!doNotSavePrice}
            value={doNotSavePrice ? null : priceType}
            onChange={(value) => setPriceType(value as PriceType)}
          >
            <Group gap="md" mt={4}>
              <Radio value="retail" label="Detailpris" disabled={doNotSavePrice} />
              <Radio value="other" label="Anden pris" disabled={doNotSavePrice} />
            </Group>
          </Radio.Group>
          <Checkbox label="Gem ikke salgspris" checked={doNotSavePrice} onChange={(event) => setDoNotSavePrice(event.currentTarget.checked)} />
          {sellError && (
            <Text size="sm" c="red" role="alert">
              {sellError}
            </Text>
          )}
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
        <Button loading={busy} disabled={checking || sellError !== undefined} onClick={confirm} data-autofocus>
          OK
        </Button>
      </Group>
    </Stack>
  );
}
