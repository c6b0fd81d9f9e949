import { Anchor, Button, Group, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconEye, IconEyeOff, IconFileSpreadsheet, IconPrinter } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { CarMessages } from '../../../../../../domain/cars/messages.ts';
import { confirmAction } from '@/components/confirm.tsx';
import { ApiError } from '@/lib/api.ts';
import { hasRoleFlag, type CurrentUser } from '@/lib/current-user.ts';
import { excelUrlOf, searchParamsOf, type OwnCarsSearch } from '../../api/own-car-search.ts';
import { printOwnCars } from '../../api/print-own-cars.ts';
import { setInternalStatus } from '../../api/set-internal-status.ts';
import type { StockListItem } from '../../api/types.ts';
import { mayChangeCars } from '../../model/permissions.ts';
import { printSelection, type PrintSelection } from '../../../../../../domain/cars/print-own-cars.ts';
import { CarListPrintModal } from '@/components/car-list-print-modal.tsx';

/** The server changes at most this many cars' display in one go; more are sent in turns. */
const INTERNAL_STATUS_BATCH = 90;

const showError = (error: unknown): void => {
  notifications.show({ color: 'red', title: 'Der skete en fejl...', message: error instanceof ApiError ? error.message : 'Der skete en fejl. Prøv igen.' });
};

/**
 * The actions on the chosen cars (spec part 1 §2, §5, §9): show them internally or externally (for roles that edit
 * cars), print them (with the dealer's print function), and the list as an Excel file.
 */
export function SelectionActions({
  user,
  search,
  selected,
  total,
  onChanged,
  onClearSelection,
}: {
  user: CurrentUser;
  search: OwnCarsSearch;
  selected: readonly StockListItem[];
  total: number;
  onChanged: () => void;
  onClearSelection: () => void;
}) {
  const [printing, setPrinting] = useState<Extract<PrintSelection, { ok: true }> | null>(null);
  const display = useMutation({
    mutationFn: async (internal: boolean) => {
      const ids = selected.map((car) => car.Id);
      let reply: { Message: string } = { Message: CarMessages.viewUpdated };
      for (let start = 0; start < ids.length; start += INTERNAL_STATUS_BATCH) reply = await setInternalStatus(ids.slice(start, start + INTERNAL_STATUS_BATCH), internal);
      return reply;
    },
    onSuccess: (reply) => {
      // Spec part 1 §4 and §9: the list follows when the notice closes after its 2.5 s (by then the list's read model
      // has the change too).
      notifications.show({ color: 'green', message: reply.Message || CarMessages.viewUpdated, autoClose: 2500, onClose: onChanged });
    },
    onError: showError,
  });
  const changeDisplay = async (internal: boolean): Promise<void> => {
    if (selected.length === 0) {
      notifications.show({ color: 'yellow', message: CarMessages.noCarsChosen });
      return;
    }
    const confirmed = await confirmAction(
      internal ? 'Vis internt' : 'Vis eksternt',
      internal
        ? `Vil du vise ${selected.length === 1 ? 'den valgte bil' : `de ${selected.length} valgte biler`} internt?`
        : `Vil du vise ${selected.length === 1 ? 'den valgte bil' : `de ${selected.length} valgte biler`} eksternt?`,
    );
    if (confirmed) display.mutate(internal);
  };
  const startPrint = (): void => {
    const selection = printSelection(selected.length, total);
    if (!selection.ok) notifications.show({ color: 'yellow', message: selection.message });
    else setPrinting(selection);
  };

  return (
    <Group gap="xs">
      {mayChangeCars(user, 'editCars') && (
        <>
          <Button size="xs" variant="light" leftSection={<IconEyeOff size={14} />} loading={display.isPending && display.variables} onClick={() => void changeDisplay(true)}>
            Vis internt
          </Button>
          <Button size="xs" variant="light" leftSection={<IconEye size={14} />} loading={display.isPending && !display.variables} onClick={() => void changeDisplay(false)}>
            Vis eksternt
          </Button>
        </>
      )}
      {hasRoleFlag(user, 'can_print_own_cars') && (
        <Button size="xs" variant="light" leftSection={<IconPrinter size={14} />} onClick={startPrint}>
          Udskriv
        </Button>
      )}
      <Anchor href={excelUrlOf(search)} download size="sm" underline="never">
        <Group gap={4} component="span">
          <IconFileSpreadsheet size={16} />
          Excel
        </Group>
      </Anchor>
      {selected.length > 0 && (
        <>
          <Text size="sm" data-testid="selected-count">
            {selected.length} valgt
          </Text>
          <Button size="xs" variant="subtle" onClick={onClearSelection}>
            Fravælg alle
          </Button>
        </>
      )}
      {printing && (
        <CarListPrintModal
          onClose={() => setPrinting(null)}
          selection={printing}
          defaultTitle={search.IsSold ? 'Solgte biler' : 'Egne biler'}
          fileName="egne-biler.pdf"
          print={({ title, logo }) =>
            printOwnCars({
              CarIds: selected.map((car) => car.Id),
              SelectionMode: printing.mode,
              Sort: search.sort,
              SortDir: search.sortdir,
              Title: title,
              UseCompanyLogo: logo,
              search: searchParamsOf(search),
            })
          }
        />
      )}
    </Group>
  );
}
