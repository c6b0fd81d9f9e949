import { Button } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconPrinter } from '@tabler/icons-react';
import { useState } from 'react';
import { printSelection, type PrintSelection } from '../../../../../domain/cars/print-own-cars.ts';
import type { CarListRow } from '../../../../../domain/market/car-list.ts';
import { CarListPrintModal } from '@/components/car-list-print-modal.tsx';
import type { CarListSearch } from '../api/car-list.ts';
import { printAllCars } from '../api/print-all-cars.ts';

/** The print's title until the user types one, by the list's tab (spec part 1 §4 car list tab state). */
const titleOf = (isSold: string): string => (isSold === 'true' ? 'Solgte biler' : isSold === 'false' ? 'Biler til salg' : 'Alle biler');

/**
 * 'Udskriv' for the cars chosen in the all-cars list (spec part 1 §5, §9): at least one and at most 100; choosing the
 * whole page or every car of the search prints the search.
 */
export function PrintAllCarsButton({ search, selected, total, priceGuide }: { search: CarListSearch; selected: readonly CarListRow[]; total: number; priceGuide: boolean }) {
  const [chosen, setChosen] = useState<Extract<PrintSelection, { ok: true }> | null>(null);
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
      {chosen && (
        <CarListPrintModal
          onClose={() => setChosen(null)}
          selection={chosen}
          defaultTitle={titleOf(search.IsSold)}
          fileName="alle-biler.pdf"
          priceGuide={priceGuide}
          print={({ title, logo, guide }) =>
            printAllCars({ CarIds: selected.map((car) => car.Id), SelectionMode: chosen.mode, Title: title, UseCompanyLogo: logo, ShowPriceGuide: guide, search })
          }
        />
      )}
    </>
  );
}
