import { Button, Checkbox, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconPrinter } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { printSelection, type PrintSelection } from '../../../../../domain/cars/print-own-cars.ts';
import type { CarListRow } from '../../../../../domain/market/car-list.ts';
import { ApiError } from '@/lib/api.ts';
import { saveFile } from '@/lib/save-file.ts';
import type { CarListSearch } from '../api/car-list.ts';
import { printAllCars } from '../api/print-all-cars.ts';

type Chosen = Extract<PrintSelection, { ok: true }>;

/** The print's title until the user types one, by the list's tab (spec part 1 §4 car list tab state). */
const titleOf = (isSold: string): string => (isSold === 'true' ? 'Solgte biler' : isSold === 'false' ? 'Biler til salg' : 'Alle biler');

/** The all-cars print modal (spec part 1 §2 all cars print): a title, the company logo and the price guide, then the PDF. */
function PrintModal({ onClose, chosen, search, selected, priceGuide }: { onClose: () => void; chosen: Chosen; search: CarListSearch; selected: readonly CarListRow[]; priceGuide: boolean }) {
  const [title, setTitle] = useState(titleOf(search.IsSold));
  const [logo, setLogo] = useState(true);
  const [guide, setGuide] = useState(priceGuide);
  const print = useMutation({
    mutationFn: () => printAllCars({ CarIds: selected.map((car) => car.Id), SelectionMode: chosen.mode, Title: title.trim(), UseCompanyLogo: logo, ShowPriceGuide: guide, search }),
    onSuccess: (file) => {
      saveFile(file.blob, file.fileName ?? 'alle-biler.pdf');
      onClose();
    },
    onError: (error) =>
      notifications.show({ color: 'red', title: 'Der skete en fejl...', message: error instanceof ApiError ? error.message : 'Kunne ikke downloade dokumentet. Prøv igen eller kontakt kunde support.' }),
  });
  return (
    <Modal opened onClose={onClose} title="Udskriv biler">
      <Stack gap="sm">
        <Text size="sm">{chosen.mode === 'All' ? `Alle ${chosen.count} biler i søgningen udskrives.` : `${chosen.count} valgte ${chosen.count === 1 ? 'bil' : 'biler'} udskrives.`}</Text>
        <TextInput label="Overskrift" value={title} maxLength={100} onChange={(event) => setTitle(event.currentTarget.value)} />
        <Checkbox label="Brug firmalogo" checked={logo} onChange={(event) => setLogo(event.currentTarget.checked)} />
        {priceGuide && <Checkbox label="Medtag prisguiden for søgningen" checked={guide} onChange={(event) => setGuide(event.currentTarget.checked)} />}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Annuller
          </Button>
          <Button leftSection={<IconPrinter size={16} />} loading={print.isPending} onClick={() => print.mutate()}>
            Udskriv
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/**
 * 'Udskriv' for the cars chosen in the all-cars list (spec part 1 §5, §9): at least one and at most 100; choosing the
 * whole page or every car of the search prints the search.
 */
export function PrintAllCarsButton({ search, selected, total, priceGuide }: { search: CarListSearch; selected: readonly CarListRow[]; total: number; priceGuide: boolean }) {
  const [chosen, setChosen] = useState<Chosen | null>(null);
  const start = (): void => {
    const selection = printSelection(selected.length, total);
    if (!selection.ok) notifications.show({ color: 'yellow', message: selection.message });
    else setChosen(selection);
  };
  return (
    <>
      <Button size="xs" variant="light" leftSection={<IconPrinter size={14} />} onClick={start}>
        Udskriv
      </Button>
      {chosen && <PrintModal onClose={() => setChosen(null)} chosen={chosen} search={search} selected={selected} priceGuide={priceGuide} />}
    </>
  );
}
