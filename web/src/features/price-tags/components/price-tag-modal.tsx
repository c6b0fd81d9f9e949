import { Alert, Button, Checkbox, Group, Loader, Modal, Select, SimpleGrid, Stack, Switch, Text, Textarea, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconPrinter } from '@tabler/icons-react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { formatNumber } from '../../../../../domain/format.ts';
import { isOffered, type DownPaymentOption } from '../../../../../domain/price-tags/financing.ts';
import {
  ADDITIONAL_INFORMATION_MAX,
  CAR_IDENTIFIERS,
  changePriceTagOptions,
  defaultPriceTagOptions,
  EXTRA_EQUIPMENT_TEXT_MAX,
  FINANCING_NOTICE_MS,
  FREE_TEXT_MAX,
  PRICE_TAG_TEMPLATE_LABELS,
  PRICE_TAG_TEMPLATES,
  PRICE_TYPES,
  priceTypeLocked,
  toggleAdditionalInformation,
  type AdditionalInformation,
  type CarIdentifier,
  type PriceTagOptions,
  type PriceTagTemplate,
  type PriceType,
} from '../../../../../domain/price-tags/price-tag.ts';
import { PdfPreviewPane } from '@/components/pdf-preview.tsx';
import { ApiError, type ApiFile } from '@/lib/api.ts';
import { additionalInformationChoicesQuery, checkFinance, downPaymentsQuery, printPriceTag, priceTagModalInfoQuery, type PriceTagModalInfo } from '../api/price-tags.ts';
import { usePriceTagPreview } from '../hooks/use-price-tag-preview.ts';

export interface PriceTagModalProps {
  opened: boolean;
  onClose(): void;
  carId: string;
}

const PRINT_FAILED = 'Prisskiltet kunne ikke udskrives.';

/** The price each price type shows, to say in the choice when the car has none. */
const priceOf = (info: PriceTagModalInfo, type: PriceType): number | null =>
  type === 0 ? info.CashPrice : type === 1 ? info.PriceWithNoTax : type === 2 ? info.WholesalePrice : info.LeasePayment;

/** The down payment and period a financed tag opens with: 20 % (the usual) and 60 months where offered. */
const openingFinancing = (offered: readonly DownPaymentOption[]): { downPayment: number; period: number } | null => {
  const option = offered.find((each) => each.DownPaymentPercentage === 20) ?? offered[0];
  if (!option || option.Periods.length === 0) return null;
  return { downPayment: option.DownPaymentPercentage, period: option.Periods.includes(60) ? 60 : option.Periods[option.Periods.length - 1]! };
};

const openPdf = (file: ApiFile): void => {
  const url = URL.createObjectURL(file.blob);
  window.open(url, '_blank', 'noopener');
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
};

/**
 * The price-tag modal of a stock car (spec part 1 §2, §3 "Price tag", §4, §5, §9): the template, price type, car
 * identifier, extra-equipment text (as text or a dotted list), free text, company logo, delivery cost, up to six pieces
 * of additional information and financing with down payment and period, beside a live preview of the PDF that each
 * change renders again; the print opens the PDF.
 */
export function PriceTagModal({ opened, onClose, carId }: PriceTagModalProps) {
  const info = useQuery({ ...priceTagModalInfoQuery(carId), enabled: opened });
  const choices = useQuery({ ...additionalInformationChoicesQuery, enabled: opened });
  const [edited, setEdited] = useState<{ carId: string; options: PriceTagOptions } | undefined>(undefined);
  const options = edited?.carId === carId ? edited.options : info.data ? defaultPriceTagOptions(info.data) : undefined;
  const financingPrice = info.data?.CashPrice ?? 0;
  const downPayments = useQuery({ ...downPaymentsQuery(carId, financingPrice), enabled: opened && options?.ShowFinancing === true });
  const preview = usePriceTagPreview(carId, options, opened);

  const change = (next: Partial<PriceTagOptions>): void => {
    if (options) setEdited({ carId, options: changePriceTagOptions(options, next) });
  };

  const financing = useMutation({
    mutationFn: async (): Promise<Partial<PriceTagOptions> | null> => {
      const check = await checkFinance(carId);
      if (!check.HasFinancingCompany) {
        notifications.show({ color: 'red', message: check.Message, autoClose: FINANCING_NOTICE_MS });
        return null;
      }
      const opening = openingFinancing(await downPayments.refetch().then((result) => result.data ?? []));
      if (!opening) {
        notifications.show({ color: 'yellow', message: `${check.FinancingCompanyName ?? 'Finansieringsselskabet'} finansierer ikke denne bil.`, autoClose: FINANCING_NOTICE_MS });
        return null;
      }
      return { ShowFinancing: true, SelectedFinancingDownpayment: opening.downPayment, SelectedFinancingPeriod: opening.period };
    },
    onSuccess: (turnedOn) => {
      if (turnedOn) change(turnedOn);
    },
    onError: () => notifications.show({ color: 'red', message: 'Finansieringen kunne ikke hentes.', autoClose: FINANCING_NOTICE_MS }),
  });

  const print = useMutation({
    mutationFn: () => printPriceTag(carId, options!),
    onSuccess: openPdf,
    onError: (error) => notifications.show({ color: 'red', message: error instanceof ApiError && error.status === 400 ? error.message : PRINT_FAILED }),
  });

  const offered = downPayments.data ?? [];
  const chosenOption = offered.find((each) => each.DownPaymentPercentage === options?.SelectedFinancingDownpayment);
  const chosen = options?.OptionalInformation ?? [];

  return (
    <Modal opened={opened} onClose={onClose} title="Prisskilt" size="90rem" data-testid="price-tag-modal">
      {info.isError && <Alert color="red">Bilens oplysninger kunne ikke hentes.</Alert>}
      {!options || !info.data ? (
        info.isError ? null : <Loader size="sm" aria-label="Henter bilens oplysninger" />
      ) : (
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
          <Stack gap="sm">
            <Text fw={600}>
              {info.data.ModelDescription.Make} {info.data.ModelDescription.Model} {info.data.ModelDescription.MotorVariantNumberOfDoors}
            </Text>
            <Select
              label="Skabelon"
              data={PRICE_TAG_TEMPLATES.map((value) => ({ value, label: PRICE_TAG_TEMPLATE_LABELS[value] }))}
              value={options.Template}
              allowDeselect={false}
              onChange={(value) => value && change({ Template: value as PriceTagTemplate })}
              comboboxProps={{ withinPortal: true }}
            />
            <Select
              label="Pristype"
              data={([0, 1, 2, 3] as const).map((type) => ({
                value: String(type),
                label: priceOf(info.data, type) ? PRICE_TYPES[type] : `${PRICE_TYPES[type]} (ingen pris på bilen)`,
                disabled: !priceOf(info.data, type),
              }))}
              value={String(options.PriceType)}
              allowDeselect={false}
              disabled={priceTypeLocked(options)}
              description={priceTypeLocked(options) ? 'Kontantpris, når finansiering vises' : undefined}
              onChange={(value) => value !== null && change({ PriceType: Number(value) as PriceType })}
              comboboxProps={{ withinPortal: true }}
            />
            <Select
              label="Identifikation af bilen"
              data={([0, 1, 2] as const).map((value) => ({ value: String(value), label: CAR_IDENTIFIERS[value] }))}
              value={String(options.CarIdentifier)}
              allowDeselect={false}
              onChange={(value) => value !== null && change({ CarIdentifier: Number(value) as CarIdentifier })}
              comboboxProps={{ withinPortal: true }}
            />
            <Textarea
              label="Ekstraudstyr"
              rows={4}
              maxLength={EXTRA_EQUIPMENT_TEXT_MAX}
              value={options.ExtraEquipmentText}
              description={`${formatNumber(options.ExtraEquipmentText.length)} af ${formatNumber(EXTRA_EQUIPMENT_TEXT_MAX)} tegn`}
              onChange={(event) => change({ ExtraEquipmentText: event.currentTarget.value })}
            />
            <Checkbox
              label="Vis ekstraudstyr som punktopstilling"
              checked={options.UseDottedExtraEquipmentList}
              onChange={(event) => change({ UseDottedExtraEquipmentList: event.currentTarget.checked })}
            />
            <TextInput
              label="Fritekst"
              maxLength={FREE_TEXT_MAX}
              value={options.FreeText}
              description={`${options.FreeText.length} af ${FREE_TEXT_MAX} tegn`}
              onChange={(event) => change({ FreeText: event.currentTarget.value })}
            />
            <Group>
              <Checkbox label="Brug firmalogo" checked={options.UseCompanyLogo} onChange={(event) => change({ UseCompanyLogo: event.currentTarget.checked })} />
              <Checkbox
                label={`Uden leveringsomkostninger (${formatNumber(info.data.DeliveryCost)} kr.)`}
                checked={options.WithoutDeliveryCost}
                disabled={info.data.DeliveryCost === 0 || options.PriceType !== 0}
                onChange={(event) => change({ WithoutDeliveryCost: event.currentTarget.checked })}
              />
            </Group>
            <Checkbox.Group
              label={`Tillægsoplysninger (højst ${ADDITIONAL_INFORMATION_MAX})`}
              value={chosen}
              onChange={() => undefined}
            >
              <SimpleGrid cols={2} spacing={4} mt={4}>
                {(choices.data?.Choices ?? []).map((choice) => (
                  <Checkbox
                    key={choice.Value}
                    value={choice.Value}
                    label={choice.Text}
                    disabled={!chosen.includes(choice.Value as AdditionalInformation) && chosen.length >= ADDITIONAL_INFORMATION_MAX}
                    onChange={() => change({ OptionalInformation: toggleAdditionalInformation(chosen, choice.Value as AdditionalInformation) })}
                  />
                ))}
              </SimpleGrid>
            </Checkbox.Group>
            <Switch
              label="Vis finansiering"
              checked={options.ShowFinancing}
              disabled={options.PriceType === 3 || financing.isPending}
              description={options.PriceType === 3 ? 'Ikke muligt med leasingpris' : undefined}
              onChange={(event) => (event.currentTarget.checked ? financing.mutate() : change({ ShowFinancing: false }))}
            />
            {options.ShowFinancing && (
              <Group grow>
                <Select
                  label="Udbetaling"
                  data={offered.map((each) => ({ value: String(each.DownPaymentPercentage), label: `${each.DownPaymentPercentage} %` }))}
                  value={options.SelectedFinancingDownpayment === null ? null : String(options.SelectedFinancingDownpayment)}
                  allowDeselect={false}
                  onChange={(value) => {
                    if (value === null) return;
                    const percentage = Number(value);
                    const period = options.SelectedFinancingPeriod ?? 0;
                    const periods = offered.find((each) => each.DownPaymentPercentage === percentage)?.Periods ?? [];
                    change({ SelectedFinancingDownpayment: percentage, SelectedFinancingPeriod: isOffered(offered, percentage, period) ? period : (periods[periods.length - 1] ?? null) });
                  }}
                  comboboxProps={{ withinPortal: true }}
                />
                <Select
                  label="Løbetid"
                  data={(chosenOption?.Periods ?? []).map((period) => ({ value: String(period), label: `${period} mdr.` }))}
                  value={options.SelectedFinancingPeriod === null ? null : String(options.SelectedFinancingPeriod)}
                  allowDeselect={false}
                  onChange={(value) => value !== null && change({ SelectedFinancingPeriod: Number(value) })}
                  comboboxProps={{ withinPortal: true }}
                />
              </Group>
            )}
            <Group>
              <Button leftSection={<IconPrinter size={16} />} loading={print.isPending} onClick={() => print.mutate()}>
                Udskriv
              </Button>
              <Button variant="default" onClick={onClose}>
                Luk
              </Button>
            </Group>
          </Stack>
          <PdfPreviewPane preview={preview} title="Forhåndsvisning af prisskilt" />
        </SimpleGrid>
      )}
    </Modal>
  );
}
