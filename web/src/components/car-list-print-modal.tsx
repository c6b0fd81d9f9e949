import { Button, Checkbox, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconPrinter } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import type { PrintSelection } from '../../../domain/cars/print-own-cars.ts';
import { ApiError, type ApiFile } from '@/lib/api.ts';
import { saveFile } from '@/lib/save-file.ts';

/** What the user chooses for a printed car list. */
export interface CarListPrintChoices {
  title: string;
  logo: boolean;
  /** Whether the search's price guide is printed (only where the list offers it). */
  guide: boolean;
}

export interface CarListPrintModalProps {
  onClose: () => void;
  selection: Extract<PrintSelection, { ok: true }>;
  /** The title until the user types one. */
  defaultTitle: string;
  /** The download's name when the answer names none. */
  fileName: string;
  /** Offers the search's price guide in the print (all cars, for a dealer with the price guide function). */
  priceGuide?: boolean;
  print: (choices: CarListPrintChoices) => Promise<ApiFile>;
}

/** The print modal of a car list (spec part 1 §2 own cars print, all cars print): a title and the company logo, then the PDF. */
export function CarListPrintModal({ onClose, selection, defaultTitle, fileName, priceGuide = false, print }: CarListPrintModalProps) {
  const [title, setTitle] = useState(defaultTitle);
  const [logo, setLogo] = useState(true);
  const [guide, setGuide] = useState(priceGuide);
  const printing = useMutation({
    mutationFn: () => print({ title: title.trim(), logo, guide }),
    onSuccess: (file) => {
      saveFile(file.blob, file.fileName ?? fileName);
      onClose();
    },
    onError: (error) =>
      notifications.show({ color: 'red', title: 'Der skete en fejl...', message: error instanceof ApiError ? error.message : 'Kunne ikke downloade dokumentet. Prøv igen eller kontakt kunde support.' }),
  });
  const { mode, count } = selection;
  return (
    <Modal opened onClose={onClose} title="Udskriv biler">
      <Stack gap="sm">
        <Text size="sm">{mode === 'All' ? `Alle ${count} biler i søgningen udskrives.` : `${count} valgte ${count === 1 ? 'bil' : 'biler'} udskrives.`}</Text>
        <TextInput label="Overskrift" value={title} maxLength={100} onChange={(event) => setTitle(event.currentTarget.value)} />
        <Checkbox label="Brug firmalogo" checked={logo} onChange={(event) => setLogo(event.currentTarget.checked)} />
        {priceGuide && <Checkbox label="Medtag prisguiden for søgningen" checked={guide} onChange={(event) => setGuide(event.currentTarget.checked)} />}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Annuller
          </Button>
          <Button leftSection={<IconPrinter size={16} />} loading={printing.isPending} onClick={() => printing.mutate()}>
            Udskriv
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
