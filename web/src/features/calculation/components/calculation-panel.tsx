import { Alert, Button, Card, Checkbox, Group, Loader, NumberInput, SegmentedControl, Select, SimpleGrid, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import {
  calculationFigures,
  consumptionOf,
  emptyCalculation,
  feeRequestOf,
  gearToMinimum,
  locksOf,
  maxGearingNotice,
  modesFor,
  periodicTaxRequestOf,
  yearlyTaxesOf,
  resetToCatalogue,
  vehicleKindOf,
  type CalculationSources,
  type CaseTerms,
} from '../../../../../domain/calculation/case-calculation.ts';
import { FeeMessages, type CalculationMode } from '../../../../../domain/calculation/fee-request.ts';
import {
  CAR_CALCULATION_METHODS,
  CalculationMessages,
  discountInputLabel,
  discountLabel,
  DiscountLabels,
  FEE_NOT_PAID,
  FEE_PAID,
  needsOriginalPrice,
  showUsedCarFeeNote,
} from '../../../../../domain/calculation/sale-calculation.ts';
import { toOre } from '../../../../../domain/calculation/money.ts';
import { danishDateError, danishToday, formatKr, formatNumber, toClientDate, toServerDate } from '../../../../../domain/format.ts';
import type { SaleCalculation, SalesItem } from '../../../../../events/cases.ts';
import { ApiError } from '@/lib/api.ts';
import { dbiVehicleQuery } from '../api/dbi-vehicle.ts';
import { originalPriceQuery } from '../api/original-price.ts';
import { periodicTaxesQuery } from '../api/periodic-taxes.ts';
import { registrationFeeQuery } from '../api/registration-fee.ts';
import { usedVehicleQuery } from '../api/used-vehicle.ts';
import { ExtraEquipment } from './extra-equipment.tsx';
import { FeeDetails } from './fee-details.tsx';
import { UpholsteryFields } from './upholstery.tsx';

/**
 * The calculation tab (spec part 2 §2 "Price overview", "Sale calculation panel", "Warning messages", "Registration fee
 * details panel", the extra equipment; §4 "Calculation"): what the salesperson decides (method, fee mode, VAT option,
 * prices, max gearing, costs, discount, down payment, equipment) goes into the case's calculation, saved with the case;
 * the figures are computed from it by the domain's rules, the fee by the server's. A catalogue car is calculated from
 * the catalogue, a stock car from its cash price (read through the cars context). The fee is recalculated (debounced)
 * whenever an input it depends on changes; an older answer is never shown for a newer input, the figures spin while a
 * calculation runs, and the page refuses to save until it is done.
 */
export interface CalculationPanelProps {
  salesItem: SalesItem | null;
  value: SaleCalculation | null;
  onChange: (next: SaleCalculation) => void;
  terms: CaseTerms;
  onCashPaymentChange: (value: number | null) => void;
  caseId: string | null;
  /** When the case was last changed: an old case asks for its car's original price. */
  modifiedDate?: string | null;
  readOnly: boolean;
  /** Whether a calculation runs, and whether the calculation may be saved (§5: the used car's fee). */
  onStateChange?: (state: { busy: boolean; valid: boolean }) => void;
  /** Today (YYYY-MM-DD), the expected registration date when none is given. */
  today?: string;
  /** The sales item's own choices made here (the upholstery); without it they are shown only. */
  onSalesItemChange?: (next: SalesItem) => void;
}

export const CalculationTexts = {
  noCar: 'Vælg en bil på fanen Bil for at beregne prisen og registreringsafgiften.',
  overview: 'Prisoversigt',
  sale: 'Salgskalkule',
  warnings: 'Advarsler',
  warningList: 'Beregningens advarsler',
  communication: 'Afgiften kunne ikke beregnes. Prøv igen.',
  maxGearing: 'Maksimal gearing',
  reset: 'Nulstil til katalogpriser',
  includingTax: 'Køretøjstypen regnes altid som inkl. afgift: Afgift betalt kan vælges, også uden momsfri bil.',
  co2: 'CO2-udledning',
  vatFreeCar: 'Momsfri bil',
} as const;

/** Where the CO2 figure the fee and the yearly taxes use comes from, as the tab says it. */
const CO2_SOURCES = { car: 'oplyst for bilen', derived: 'udledt af km/l', electric: 'elbil' } as const;

const amount = (value: number | string): number | null => (typeof value === 'number' && Number.isFinite(value) ? value : null);

function Money({ label, value, onChange, readOnly, placeholder, allowNegative = false, disabled }: { label: string; value: number | null | undefined; onChange: (value: number | null) => void; readOnly: boolean; placeholder?: string; allowNegative?: boolean; disabled?: boolean }) {
  return (
    <NumberInput
      label={label}
      value={value ?? ''}
      placeholder={placeholder}
      decimalSeparator=","
      thousandSeparator="."
      decimalScale={2}
      allowNegative={allowNegative}
      max={100_000_000}
      hideControls
      readOnly={readOnly}
      disabled={disabled}
      onChange={(next) => onChange(amount(next))}
    />
  );
}

function DateField({ label, value, onChange, readOnly }: { label: string; value: string | null | undefined; onChange: (value: string | null) => void; readOnly: boolean }) {
  const [text, setText] = useState(toClientDate(value));
  const [error, setError] = useState<string | undefined>();
  return (
    <TextInput
      label={label}
      placeholder="dd-mm-åååå"
      value={text}
      readOnly={readOnly}
      error={error}
      onChange={(event) => setText(event.currentTarget.value)}
      onBlur={() => {
        if (text.trim() === '') {
          setError(undefined);
          return onChange(null);
        }
        const problem = danishDateError(toClientDate(toServerDate(text)) || text, { minYear: 1900, maxYear: 2050 });
        setError(problem);
        const server = toServerDate(text);
        if (!problem && server) {
          setText(toClientDate(server));
          onChange(server);
        }
      }}
    />
  );
}

export function CalculationPanel({ salesItem, value, onChange, terms, onCashPaymentChange, caseId, modifiedDate, readOnly, onStateChange, today = danishToday(), onSalesItemChange }: CalculationPanelProps) {
  const carGuid = salesItem?.CarGuid ?? null;
  const stockId = salesItem?.Id ?? null;
  const vehicleQuery = useQuery(dbiVehicleQuery(carGuid));
  const stockQuery = useQuery(usedVehicleQuery(stockId));
  const vehicle = vehicleQuery.data ?? null;
  const sources: CalculationSources = useMemo(
    () => ({ vehicle, stockCashPrice: stockQuery.data?.CashPrice ?? null, stockKmPerLiter: stockQuery.data?.VehicleInformation?.KmPerLiter ?? null }),
    [vehicle, stockQuery.data],
  );
  const calculation = value ?? emptyCalculation();
  const request = useMemo(() => feeRequestOf(salesItem, value, sources, today), [salesItem, value, sources, today]);
  const [debounced] = useDebouncedValue(request, 300);
  const fee = useQuery(registrationFeeQuery(debounced));
  const taxRequest = useMemo(() => periodicTaxRequestOf(salesItem, value, sources, today), [salesItem, value, sources, today]);
  const [debouncedTaxRequest] = useDebouncedValue(taxRequest, 300);
  const taxes = useQuery(periodicTaxesQuery(debouncedTaxRequest));
  const originalPrice = useQuery(originalPriceQuery(caseId, Boolean(salesItem && !salesItem.IsFactoryNew) && needsOriginalPrice(modifiedDate)));
  const knownOriginalPrice = originalPrice.data?.OriginalPrice ?? null;
  const settled = JSON.stringify(request) === JSON.stringify(debounced);
  const feeAnswer = request && debounced && !fee.isError ? (fee.data ?? null) : null;
  const sourcesPending = (carGuid !== null && vehicleQuery.isPending) || (stockId !== null && stockQuery.isPending);
  const busy = sourcesPending || (request !== null && (!settled || fee.isFetching));
  const figures = calculationFigures(salesItem, value, sources, terms, feeAnswer);
  const locks = locksOf(salesItem, value, sources);
  const consumption = consumptionOf(salesItem, value, sources);
  const kind = vehicleKindOf(salesItem, vehicle);
  // An invalid date is the spec's error 100; anything else is a communication failure.
  const feeError = fee.isError && request ? (fee.error instanceof ApiError && fee.error.message === FeeMessages.invalidDate ? FeeMessages.invalidDate : CalculationTexts.communication) : null;

  const valid = !figures.FeeInvalid;
  const validRef = useRef(valid);
  useEffect(() => {
    validRef.current = valid;
    onStateChange?.({ busy, valid });
  }, [busy, valid, onStateChange]);
  // Leaving the tab ends any calculation it was running; what it found invalid stays so.
  useEffect(() => () => onStateChange?.({ busy: false, valid: validRef.current }), [onStateChange]);

  if (!salesItem) return <Text c="dimmed">{CalculationTexts.noCar}</Text>;

  const set = (changes: Partial<SaleCalculation>) => onChange({ ...calculation, ...changes });
  const act = (result: ReturnType<typeof resetToCatalogue>) => {
    if (!result.ok) return notifications.show({ color: 'red', message: result.message });
    onChange(result.calculation);
    notifications.show({ color: 'green', message: result.message });
  };
  const spin = (node: ReactNode) => (busy ? <Loader size="xs" aria-label="Beregner" /> : node);
  const kr = (value: number | null) => (value === null ? '–' : formatKr(value));

  const rows: [string, ReactNode][] = [
    ...(figures.FromCatalogue && vehicle
      ? ([
          ['Listepris', formatKr(vehicle.ListPrice)],
          ['Nettopris u/moms', kr(figures.NettoPriceWithoutVat)],
          ['Avance u/moms', kr(figures.ProfitWithoutVat)],
          ['Minimumsavance', kr(figures.MinProfit)],
          ['Minimumsbeskatning', kr(figures.MinTaxationValue)],
          ['Afgiftsgrundlag', spin(kr(figures.BaseTaxDeductableValue))],
        ] as [string, ReactNode][])
      : []),
    // Under the margin scheme the car's VAT is not shown.
    ...(figures.MarginScheme
      ? []
      : ([
          ['Pris u/moms', formatKr(figures.SalesItemPriceWithoutVat)],
          ['Moms', formatKr(figures.Vat)],
        ] as [string, ReactNode][])),
    ['Pris inkl. moms', formatKr(figures.SalesItemPriceWithVat)],
    ['Registreringsafgift', spin(formatKr(figures.RegistrationFee))],
    ...(figures.RegistrationFeeAdjustment ? ([['Heraf regulering til minimumsbeskatning', spin(formatKr(figures.RegistrationFeeAdjustment))]] as [string, ReactNode][]) : []),
    // The discount given off the catalogue, broken down (spec part 2 §3 "Sale calculation").
    ...(figures.DiscountOnVehicleProfit ? ([['Rabat på avance', spin(formatKr(figures.DiscountOnVehicleProfit))]] as [string, ReactNode][]) : []),
    ...(figures.DiscountOnFactoryEquipment ? ([['Rabat på fabriksmonteret udstyr', spin(formatKr(figures.DiscountOnFactoryEquipment))]] as [string, ReactNode][]) : []),
    ...(figures.DiscountOnRegistrationFee ? ([['Rabat på registreringsafgift', spin(formatKr(figures.DiscountOnRegistrationFee))]] as [string, ReactNode][]) : []),
    ['Ekstraudstyr inkl. moms', formatKr(figures.EquipmentWithVat)],
    ['Leveringsomkostninger', formatKr(figures.DeliveryCost)],
    ['Nummerplader', formatKr(figures.LicensePlateCost)],
    [discountLabel(figures.DiscountCarriesVat), formatKr(-figures.DiscountWithVat)],
    ['I alt', spin(formatKr(figures.TotalPrice))],
    ...(terms.SwapCarId
      ? ([
          // Signed as they count towards 'At betale': the swap car comes off, its unpaid debt is added (as printed).
          ['Byttebil', formatKr(-figures.SwapCarPrice)],
          ['Restgæld på byttebil', formatKr(figures.SwapCarUnpaidDebt)],
        ] as [string, ReactNode][])
      : []),
    ['At betale', spin(formatKr(figures.AmountToPay))],
    ['Udbetaling', formatKr(figures.DownPayment)],
    ['Restbeløb', spin(formatKr(figures.Remaining))],
    ...(figures.TotalProfit !== null ? ([['Samlet avance', formatKr(figures.TotalProfit)]] as [string, ReactNode][]) : []),
    // The yearly taxes the buyer will pay: as registered for the car, else as worked out; none when neither is known.
    ...yearlyTaxesOf(salesItem, taxRequest && taxes.data ? taxes.data : null).map(
      (tax): [string, ReactNode] => [tax.Registered ? `${tax.Label} (registreret)` : tax.Label, formatKr(tax.Amount)],
    ),
  ];

  const catalogueMissing = carGuid !== null && vehicleQuery.isError;
  const gearingHint = locks.catalogueActions ? locks.maxGearing.message : null;
  // Said once as a message when pressed, and kept beside the button while the calculation stays geared (§8).
  const gearedNotice = figures.FromCatalogue ? maxGearingNotice(calculation, vehicle) : null;

  return (
    <Stack gap="md">
      {catalogueMissing && <Alert color="yellow">{vehicleQuery.error.message}</Alert>}
      {showUsedCarFeeNote(caseId === null ? null : Number(caseId), figures.IsNew, toOre(figures.RegistrationFee)) && <Alert color="blue">{CalculationMessages.usedCarFeeInfo}</Alert>}
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <Card withBorder>
          <Title order={2} size="h4" mb="sm">
            {CalculationTexts.sale}
          </Title>
          <Stack gap="sm">
            <div>
              <Text size="sm" fw={500}>
                Beregningsmetode
              </Text>
              <SegmentedControl
                aria-label="Beregningsmetode"
                value={String(locks.method)}
                readOnly={readOnly}
                onChange={(next) => set({ CarCalculationMethod: Number(next) === FEE_NOT_PAID ? FEE_NOT_PAID : FEE_PAID })}
                data={[
                  { value: String(FEE_PAID), label: CAR_CALCULATION_METHODS[FEE_PAID], disabled: locks.feePaidLocked || readOnly },
                  { value: String(FEE_NOT_PAID), label: CAR_CALCULATION_METHODS[FEE_NOT_PAID], disabled: readOnly },
                ]}
              />
              {locks.includingTax && (
                <Text size="xs" c="dimmed" mt={4}>
                  {CalculationTexts.includingTax}
                </Text>
              )}
            </div>
            {/* A used van may be 'Afgift betalt' only as a VAT-free car (spec part 2 §4): the flag is the sales item's. */}
            {!figures.IsNew && kind === 'Van' && (
              <Checkbox
                label={CalculationTexts.vatFreeCar}
                checked={Boolean(salesItem.IsVatFreeCar)}
                disabled={readOnly || !onSalesItemChange}
                onChange={(event) => onSalesItemChange?.({ ...salesItem, IsVatFreeCar: event.currentTarget.checked })}
              />
            )}
            <Group grow>
              <Select
                label="Afgiftsberegning"
                value={String(figures.Mode)}
                data={modesFor(kind).map((option) => ({ value: String(option.mode), label: option.label }))}
                readOnly={readOnly}
                allowDeselect={false}
                comboboxProps={{ withinPortal: true }}
                onChange={(next) => next !== null && set({ RegistrationFeeCalculationMode: Number(next) as CalculationMode })}
              />
              {locks.vatOptionShown && (
                <Select
                  label="Moms"
                  value={calculation.VatOption ?? null}
                  placeholder="Vælg"
                  data={['Momsfri', '+moms']}
                  readOnly={readOnly}
                  comboboxProps={{ withinPortal: true }}
                  onChange={(next) => set({ VatOption: next === 'Momsfri' || next === '+moms' ? next : null })}
                />
              )}
            </Group>
            {figures.FromCatalogue ? (
              <>
                <DateField label="Forventet 1. reg. dato" value={calculation.ExpectedRegistrationDate} readOnly={readOnly} onChange={(next) => set({ ExpectedRegistrationDate: next })} />
                <Group grow>
                  <Money label="Nettopris u/moms" value={calculation.NettoPriceWithoutVat} placeholder={vehicle ? formatKr(vehicle.NettoPriceWithoutVat) : undefined} readOnly={readOnly} onChange={(next) => set({ NettoPriceWithoutVat: next })} />
                  <Money
                    label="Avance u/moms"
                    value={calculation.MaxGearing ? figures.ProfitWithoutVat : calculation.ProfitWithoutVat}
                    placeholder={vehicle ? formatKr(vehicle.ProfitWithoutVat) : undefined}
                    allowNegative
                    readOnly={readOnly}
                    onChange={(next) => set({ ProfitWithoutVat: next, MaxGearing: false })}
                  />
                </Group>
                <Money label="Klargøring inkl. moms" value={calculation.PreparationCostWithVat} readOnly={readOnly} onChange={(next) => set({ PreparationCostWithVat: next })} />
                {!readOnly && (
                  <Group gap="xs">
                    <Button size="xs" variant="default" disabled={!locks.maxGearing.enabled} onClick={() => act(gearToMinimum(value, vehicle, salesItem))}>
                      {CalculationTexts.maxGearing}
                    </Button>
                    <Button size="xs" variant="default" onClick={() => act(resetToCatalogue(value, vehicle, salesItem))}>
                      {CalculationTexts.reset}
                    </Button>
                  </Group>
                )}
                {gearedNotice && (
                  <Text size="sm" fw={500} role="status" data-testid="max-gearing-notice">
                    {gearedNotice}
                  </Text>
                )}
                {gearingHint && (
                  <Text size="sm" c={locks.maxGearing.state === 'warning' ? 'yellow.8' : 'dimmed'}>
                    {gearingHint}
                  </Text>
                )}
                {locks.maxGearing.showMinProfit && figures.MinProfit !== null && <Text size="sm">Kendt minimumsavance: {formatKr(figures.MinProfit)}</Text>}
              </>
            ) : (
              <>
                <Money
                  label="Salgspris inkl. moms"
                  value={calculation.SalesPriceWithVat}
                  placeholder={sources.stockCashPrice !== null ? formatKr(sources.stockCashPrice) : undefined}
                  readOnly={readOnly}
                  onChange={(next) => set({ SalesPriceWithVat: next })}
                />
                {!figures.IsNew && (
                  <Group grow>
                    <Money
                      label="Nypris (inkl. afgift)"
                      value={calculation.OriginalPrice}
                      placeholder={knownOriginalPrice !== null ? formatKr(knownOriginalPrice) : undefined}
                      readOnly={readOnly}
                      onChange={(next) => set({ OriginalPrice: next })}
                    />
                    <NumberInput
                      label="Km/l"
                      value={calculation.KmPerLiter ?? ''}
                      // The stock car's own km/l, used until another is typed.
                      placeholder={consumption.KmPerLiterFrom === 'car' && consumption.KmPerLiter !== null ? formatNumber(consumption.KmPerLiter, 1) : undefined}
                      decimalSeparator=","
                      hideControls
                      readOnly={readOnly}
                      onChange={(next) => set({ KmPerLiter: amount(next) })}
                    />
                  </Group>
                )}
                {!figures.IsNew && consumption.CO2From !== null && (
                  <Text size="sm" data-testid="calculation-co2">
                    {CalculationTexts.co2}: {formatNumber(consumption.CO2Emission ?? 0)} g/km ({CO2_SOURCES[consumption.CO2From]})
                  </Text>
                )}
              </>
            )}
            <UpholsteryFields
              value={salesItem.Upholstery}
              readOnly={readOnly || !onSalesItemChange}
              onChange={(next) => onSalesItemChange?.({ ...salesItem, Upholstery: next })}
            />
            <Money
              label="Registreringsafgift"
              value={request ? figures.RegistrationFee : calculation.RegistrationFee}
              readOnly={readOnly || request !== null}
              disabled={locks.feeFieldDisabled}
              onChange={(next) => set({ RegistrationFee: next })}
            />
            <SimpleGrid cols={2}>
              <Money label="Leveringsomkostninger" value={calculation.DeliveryCost} readOnly={readOnly} onChange={(next) => set({ DeliveryCost: next })} />
              <Money label="Nummerplader" value={calculation.LicensePlateCost} readOnly={readOnly} onChange={(next) => set({ LicensePlateCost: next })} />
              <Money label={discountInputLabel(figures.DiscountCarriesVat)} value={calculation.DiscountWithoutVat} readOnly={readOnly} onChange={(next) => set({ DiscountWithoutVat: next })} />
              <Money label="Udbetaling" value={terms.CashPayment} readOnly={readOnly} onChange={onCashPaymentChange} />
            </SimpleGrid>
          </Stack>
        </Card>
        <Stack gap="md">
          <Card withBorder>
            <Title order={2} size="h4" mb="sm">
              {CalculationTexts.overview}
            </Title>
            <Table aria-label={CalculationTexts.overview}>
              <Table.Tbody>
                {rows.map(([label, shown]) => (
                  <Table.Tr key={label}>
                    <Table.Td>{label}</Table.Td>
                    <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                      {shown}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
            {figures.MarginScheme && (
              <Text size="sm" c="dimmed" mt="xs">
                {DiscountLabels.marginScheme}
              </Text>
            )}
          </Card>
          {figures.Warnings.length > 0 && (
            <Alert color="yellow" title={CalculationTexts.warnings}>
              <Stack gap={2} aria-label={CalculationTexts.warningList}>
                {figures.Warnings.map((warning) => (
                  <Text key={warning} size="sm">
                    {warning}
                  </Text>
                ))}
              </Stack>
            </Alert>
          )}
          <FeeDetails explanation={feeAnswer?.Explanation ?? null} fee={feeAnswer?.RegistrationFee ?? null} error={feeError} typed={request === null} />
        </Stack>
      </SimpleGrid>
      <ExtraEquipment
        chosen={calculation.ExtraEquipments ?? []}
        figures={figures.Equipment}
        dbiId={carGuid}
        readOnly={readOnly}
        onChange={(next) => set({ ExtraEquipments: next })}
      />
    </Stack>
  );
}
