import { Button, Checkbox, Group, Modal, SegmentedControl, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { testDrivePlates, testDriveTimes, type PrintableDocument } from '../../../../../domain/documents/print-options.ts';
import { PdfPreviewPane } from '@/components/pdf-preview.tsx';
import { currentUserQuery } from '@/lib/current-user.ts';
import { dealerPlateKeys, fetchDealerPlates } from '../api/dealer-plates.ts';
import { appendixKeys, fetchAppendices } from '../api/sales-contract-appendices.ts';
import { useDocumentPreview } from '../hooks/use-document-preview.ts';
import { usePrintDocument, type CancelDocument } from '../hooks/use-print-document.ts';

export type { CancelDocument };
import {
  COLOR_THEME_CHOICES,
  DOWNLOAD_FAILED,
  TOGGLE_LABELS,
  defaultOptions,
  definitionOf,
  documentQuery,
  type DocumentDefinition,
  type DocumentOptions,
  type ToggleOption,
} from '../model/documents.ts';
import { rememberOfferOptions, withRememberedOfferOptions } from '../model/remembered-offer-options.ts';
import { formatDanishDateTime, parseDanishDateTime } from '../model/danish-date-time.ts';

export interface DocumentModalProps {
  document: PrintableDocument;
  caseId: string;
  opened: boolean;
  onClose(): void;
  /** The case changed on the server (a print, or a cancelled document): reload it, at `version` when known. */
  onPrinted(version?: string): void;
  /** The case has a swap price agreement: the ShowSwapPrice option is offered. */
  swapPriceVisible: boolean;
  /** The car's registration number: the first plate a test drive can use. */
  registrationNumber: string | null;
  /** The case's cancel-document command, for a print that needs the opposite document cancelled first. */
  cancelDocument: CancelDocument;
}

const openingOptions = (definition: DocumentDefinition, registrationNumber: string | null): DocumentOptions => {
  const defaults = defaultOptions(definition, registrationNumber, new Date());
  return definition.document === 'Offer' ? withRememberedOfferOptions(defaults) : defaults;
};

/**
 * A test drive's start or end, typed and shown 'dd-mm-åååå tt:mm' in Danish time (a browser's date-time input shows
 * its own locale's format). What is typed is kept until it reads as a date and time; a change from outside (the end
 * following the start) is shown at once.
 */
function DanishDateTimeInput({ label, value, onChange }: { label: string; value: string | null; onChange: (iso: string) => void }) {
  const [text, setText] = useState(formatDanishDateTime(value));
  const [shown, setShown] = useState(value);
  if (value !== shown) {
    setShown(value);
    if (parseDanishDateTime(text) !== value) setText(formatDanishDateTime(value));
  }
  const wrong = text.trim() !== '' && parseDanishDateTime(text) === undefined;
  return (
    <TextInput
      label={label}
      placeholder="dd-mm-åååå tt:mm"
      value={text}
      error={wrong ? 'Skriv dato og tid som dd-mm-åååå tt:mm' : undefined}
      onChange={(event) => {
        const next = event.currentTarget.value;
        setText(next);
        const iso = parseDanishDateTime(next);
        if (iso) onChange(iso);
      }}
    />
  );
}

/**
 * A document's modal (spec part 2 "Modals", "Document options", §4): its options, a live preview rendered again on
 * every option change while the modal is open, and the print that downloads the PDF.
 */
export function DocumentModal(props: DocumentModalProps) {
  const { document, caseId, opened, onClose, onPrinted, swapPriceVisible, registrationNumber, cancelDocument } = props;
  const definition = definitionOf(document);
  const [options, setOptions] = useState<DocumentOptions>(() => openingOptions(definition, registrationNumber));
  // Each opening starts from the defaults (a test drive starts 5 minutes from now) and the remembered offer options.
  const [wasOpened, setWasOpened] = useState(opened);
  if (opened !== wasOpened) {
    setWasOpened(opened);
    if (opened) setOptions(openingOptions(definition, registrationNumber));
  }

  const preview = useDocumentPreview(
    definition.path,
    documentQuery(definition, caseId, options, 'preview', swapPriceVisible),
    opened,
    DOWNLOAD_FAILED,
  );
  const { print, printing } = usePrintDocument(definition, caseId, cancelDocument);

  const change = (changes: Partial<DocumentOptions>): void => {
    setOptions((current) => {
      const next = { ...current, ...changes };
      if (definition.document === 'Offer') rememberOfferOptions(next);
      return next;
    });
  };

  const submit = async (): Promise<void> => {
    const result = await print(documentQuery(definition, caseId, options, 'print', swapPriceVisible));
    if (result.changed) onPrinted(result.version);
    if (result.printed) onClose();
  };

  return (
    <Modal opened={opened} onClose={onClose} title={definition.title} size="90rem" id={definition.modalId} data-testid={definition.modalId}>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <Stack gap="sm">
          <DocumentOptionsForm definition={definition} options={options} onChange={change} swapPriceVisible={swapPriceVisible} registrationNumber={registrationNumber} opened={opened} />
          <Group>
            <Button leftSection={<IconDownload size={16} />} loading={printing} onClick={() => void submit()}>
              Udskriv
            </Button>
            <Button variant="default" onClick={onClose}>
              Luk
            </Button>
          </Group>
        </Stack>
        <PdfPreviewPane preview={preview} title="Forhåndsvisning" />
      </SimpleGrid>
    </Modal>
  );
}

interface OptionsFormProps {
  definition: DocumentDefinition;
  options: DocumentOptions;
  onChange(changes: Partial<DocumentOptions>): void;
  swapPriceVisible: boolean;
  registrationNumber: string | null;
  opened: boolean;
}

function DocumentOptionsForm({ definition, options, onChange, swapPriceVisible, registrationNumber, opened }: OptionsFormProps) {
  const takes = (option: DocumentDefinition['options'][number]): boolean => definition.options.includes(option);
  const { data: user } = useQuery(currentUserQuery);
  const dealerId = user?.DealerId;
  const appendices = useQuery({
    queryKey: appendixKeys.dealer(dealerId ?? ''),
    queryFn: () => fetchAppendices(dealerId ?? ''),
    enabled: opened && takes('AppendixId') && Boolean(dealerId),
    retry: false,
  });
  // Dealer plates may be unavailable: then the car's own plate is the only choice.
  const plates = useQuery({
    queryKey: dealerPlateKeys.dealer(dealerId ?? ''),
    queryFn: () => fetchDealerPlates(dealerId ?? ''),
    enabled: opened && takes('TestDrivePlate') && Boolean(dealerId),
    retry: false,
  });
  const toggles = (Object.keys(TOGGLE_LABELS) as ToggleOption[]).filter(
    (toggle) => takes(toggle) && (toggle !== 'ShowSwapPrice' || swapPriceVisible),
  );
  const plateChoices = testDrivePlates(registrationNumber, plates.data ?? []).map((plate) => ({
    value: plate,
    label: plate === registrationNumber?.trim().toUpperCase() ? `Brug bilens registreringsnummer (${plate})` : plate,
  }));

  return (
    <Stack gap="sm">
      {toggles.map((toggle) => (
        <Checkbox
          key={toggle}
          label={TOGGLE_LABELS[toggle]}
          checked={options[toggle]}
          onChange={(event) => onChange({ [toggle]: event.currentTarget.checked })}
        />
      ))}
      {takes('Template') && definition.templates && (
        <Stack gap={4}>
          <Text size="sm" fw={500}>
            Skabelon
          </Text>
          <SegmentedControl
            aria-label="Skabelon"
            data={[...definition.templates]}
            value={options.Template ?? definition.templates[0]?.value ?? ''}
            onChange={(value) => onChange({ Template: value })}
          />
        </Stack>
      )}
      {takes('ColorTheme') && (
        <Stack gap={4}>
          <Text size="sm" fw={500}>
            Farvetema
          </Text>
          <SegmentedControl
            aria-label="Farvetema"
            data={COLOR_THEME_CHOICES}
            value={options.ColorTheme ?? 'Gray'}
            onChange={(value) => onChange({ ColorTheme: value })}
          />
        </Stack>
      )}
      {takes('TestDriveTimes') && (
        <Group grow>
          <DanishDateTimeInput
            label="Starttidspunkt"
            value={options.StartTime}
            // The test drive keeps its 30 minutes when its start moves.
            onChange={(start) => onChange({ StartTime: start, EndTime: testDriveTimes(new Date(), new Date(start)).end.toISOString() })}
          />
          <DanishDateTimeInput label="Sluttidspunkt" value={options.EndTime} onChange={(end) => onChange({ EndTime: end })} />
        </Group>
      )}
      {takes('TestDrivePlate') && (
        <Select
          label="Nummerplade"
          data={plateChoices}
          value={options.TestDrivePlate}
          onChange={(value) => onChange({ TestDrivePlate: value })}
          allowDeselect={false}
          comboboxProps={{ zIndex: 1000 }}
        />
      )}
      {takes('AppendixId') && (
        <Select
          label="Bilag"
          placeholder="Intet bilag"
          data={(appendices.data ?? []).map((appendix) => ({ value: appendix.Id, label: appendix.Label }))}
          value={options.AppendixId}
          onChange={(value) => onChange({ AppendixId: value })}
          clearable
          comboboxProps={{ zIndex: 1000 }}
        />
      )}
    </Stack>
  );
}
