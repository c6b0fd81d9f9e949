import { Button, Checkbox, Group, Modal, NumberInput, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { CAR_STATUSES } from '../../../../../domain/cars/car.ts';
import { canSubmitSignedDocument, swapCarTransferSchema, SwapCarTransferMessages } from '../../../../../domain/customer-cars/swap-car-transfer.ts';
import { formatKr, parseDateEntry, toClientDate } from '../../../../../domain/format.ts';
import type { SignedDocumentModel, SignedDocumentRequest, SignedDocumentSwapCar } from '../api/types.ts';

/**
 * The document-signed modal (spec part 2 §3 "Signed-document model", §4): shown when the case sells a stock car
 * (while the contract is printed) or takes a swap car; OK marks the document signed with those cars. Ticking
 * 'Overfør byttebilen til egne biler' shows the swap car's stock fields, checked with the server's rules: OK waits
 * until they are valid and one of the prices is given.
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
  const [swapCarForm, setSwapCarForm] = useState<SwapCarTransferForm>(() => swapCarFormOf(swapCar));
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const transfer = swapCarTransferSchema().safeParse(swapCarForm);
  const canSubmit = canSubmitSignedDocument({ saving: busy, transferSwapCar, swapCar: swapCarForm });
  const errors: Record<string, string> = {};
  for (const issue of transfer.success ? [] : transfer.error.issues) errors[issue.path.join('.')] ??= issue.message;
  const errorOf = (field: string): string | undefined => (touched.has(field) ? errors[field] : undefined);
  const touch = (field: string) => setTouched((current) => new Set(current).add(field));
  // Why OK is disabled, said beside it: no price is the usual reason (spec part 2 §5), other mistakes are named
  // under their fields.
  const issues = transfer.success ? [] : transfer.error.issues;
  const blockedBy = !transferSwapCar
    ? undefined
    : issues.some((issue) => issue.message === SwapCarTransferMessages.onePriceRequired)
      ? SwapCarTransferMessages.onePriceRequired
      : issues.length > 0
        ? FIX_FIELDS
        : undefined;

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
          {typeof swapCar.CarTitle === 'string' && <Text size="sm">{swapCar.CarTitle}</Text>}
          {typeof swapCar.LatestBid === 'number' && <Text size="sm">Seneste bud: {formatKr(swapCar.LatestBid, 0)}</Text>}
          <Checkbox
            label="Overfør byttebilen til egne biler"
            checked={transferSwapCar}
            onChange={(event) => setTransferSwapCar(event.currentTarget.checked)}
          />
          {transferSwapCar && <SwapCarTransferFields form={swapCarForm} onChange={setSwapCarForm} errorOf={errorOf} onTouched={touch} />}
        </Stack>
      )}
      <Group justify="flex-end">
        {blockedBy && (
          <Text size="sm" c="red.8" id="signed-document-blocked" data-testid="signed-document-blocked" mr="auto">
            {blockedBy}
          </Text>
        )}
        <Button variant="default" onClick={onClose}>
          Annuller
        </Button>
        <Button
          loading={busy}
          disabled={!canSubmit}
          {...(blockedBy ? { 'aria-describedby': 'signed-document-blocked' } : {})}
          onClick={() =>
            onConfirm({
              CaseId: model.CaseId,
              ...(salesItem ? { SalesItem: { CarId: salesItem.CarId } } : {}),
              ...(swapCar
                ? {
                    SwapCar: transferSwapCar && transfer.success ? { CarId: swapCar.CarId, ...transfer.data } : { CarId: swapCar.CarId },
                    TransferSwapCartoOwnCars: transferSwapCar,
                  }
                : {}),
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

const FIX_FIELDS = 'Ret fejlene i byttebilens felter.';

/** The swap car's fields as the modal edits them: prices and years as typed text, the date as dd-mm-åååå. */
interface SwapCarTransferForm {
  RegistrationDate: string;
  RetailPrice: string;
  PriceWithNoTax: string;
  LeasePayment: string;
  WholeSalePrice: string;
  Status: number | null;
  VehicleNumber: string;
  IsIntern: boolean;
  IsVatFree: boolean | null;
  IsNewNonDbi: boolean;
  ModelYear: string;
  IsVan: boolean;
}
type TextField = 'RegistrationDate' | 'VehicleNumber' | 'ModelYear';
type PriceField = 'RetailPrice' | 'PriceWithNoTax' | 'LeasePayment' | 'WholeSalePrice';

const textOf = (value: unknown): string => (value === null || value === undefined ? '' : String(value));
const swapCarFormOf = (swapCar: SignedDocumentSwapCar | null): SwapCarTransferForm => ({
  RegistrationDate: toClientDate(textOf(swapCar?.RegistrationDate)) || textOf(swapCar?.RegistrationDate),
  RetailPrice: textOf(swapCar?.RetailPrice),
  PriceWithNoTax: textOf(swapCar?.PriceWithNoTax),
  LeasePayment: textOf(swapCar?.LeasePayment),
  WholeSalePrice: textOf(swapCar?.WholeSalePrice),
  Status: typeof swapCar?.Status === 'number' ? swapCar.Status : null,
  VehicleNumber: textOf(swapCar?.VehicleNumber),
  IsIntern: swapCar?.IsIntern === true,
  IsVatFree: typeof swapCar?.IsVatFree === 'boolean' ? swapCar.IsVatFree : null,
  IsNewNonDbi: swapCar?.IsNewNonDbi === true,
  ModelYear: textOf(swapCar?.ModelYear),
  IsVan: swapCar?.IsVan === true,
});

const STATUS_OPTIONS = Object.entries(CAR_STATUSES).map(([value, label]) => ({ value, label }));
const VAT_OPTIONS = [
  { value: 'true', label: 'Momsfri' },
  { value: 'false', label: '+moms' },
];

/** The swap car as it goes into stock (spec part 2 §3 "Signed-document model", §5 "Swap car on signing"). */
function SwapCarTransferFields({
  form,
  onChange,
  errorOf,
  onTouched,
}: {
  form: SwapCarTransferForm;
  onChange: (next: SwapCarTransferForm) => void;
  errorOf: (field: string) => string | undefined;
  onTouched: (field: string) => void;
}) {
  const set = <K extends keyof SwapCarTransferForm>(field: K, value: SwapCarTransferForm[K]) => onChange({ ...form, [field]: value });
  const textField = (field: TextField, label: string, placeholder?: string, required = false) => (
    <TextInput
      label={label}
      withAsterisk={required}
      placeholder={placeholder}
      value={form[field]}
      error={errorOf(field)}
      onChange={(event) => set(field, event.currentTarget.value)}
      onBlur={() => {
        // A date typed with other separators is shown dd-mm-åååå.
        if (field === 'RegistrationDate') {
          const normalised = parseDateEntry(form.RegistrationDate);
          if (normalised && normalised !== form.RegistrationDate) set('RegistrationDate', normalised);
        }
        onTouched(field);
      }}
    />
  );
  // Prices in whole kroner, shown the Danish way ('125.000'); the form keeps their digits.
  const priceField = (field: PriceField, label: string) => (
    <NumberInput
      label={label}
      value={form[field]}
      error={errorOf(field)}
      thousandSeparator="."
      decimalSeparator=","
      decimalScale={0}
      allowNegative={false}
      hideControls
      suffix=" kr."
      onChange={(value) => set(field, value === '' ? '' : String(value))}
      onBlur={() => onTouched(field)}
    />
  );
  return (
    <SimpleGrid cols={2} spacing="sm" mt="xs">
      {textField('RegistrationDate', '1. registreringsdato', 'dd-mm-åååå', !form.IsNewNonDbi)}
      {textField('ModelYear', 'Modelår')}
      {priceField('RetailPrice', 'Detailpris')}
      {priceField('PriceWithNoTax', 'Pris uden afgift')}
      {priceField('LeasePayment', 'Leasingydelse')}
      {priceField('WholeSalePrice', 'Engrospris')}
      <Select
        label="Status"
        placeholder="Vælg status"
        data={STATUS_OPTIONS}
        value={form.Status === null ? null : String(form.Status)}
        onChange={(value) => set('Status', value === null ? null : Number(value))}
        allowDeselect={false}
        comboboxProps={{ withinPortal: false }}
      />
      {textField('VehicleNumber', 'Vognnummer')}
      {form.IsVan && (
        <Select
          label="Moms"
          withAsterisk
          placeholder="Vælg"
          data={VAT_OPTIONS}
          value={form.IsVatFree === null ? null : String(form.IsVatFree)}
          onChange={(value) => set('IsVatFree', value === null ? null : value === 'true')}
          error={errorOf('IsVatFree')}
          onBlur={() => onTouched('IsVatFree')}
          comboboxProps={{ withinPortal: false }}
        />
      )}
      <Checkbox label="Intern bil" checked={form.IsIntern} onChange={(event) => set('IsIntern', event.currentTarget.checked)} mt="lg" />
    </SimpleGrid>
  );
}
