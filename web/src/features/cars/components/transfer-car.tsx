import { Button, Group, Modal, Select, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect, useEffectEvent, useState } from 'react';
import { confirmAction } from '@/components/confirm.tsx';
import { ApiError } from '@/lib/api.ts';
import { departmentsForCarQuery } from '../api/departments-for-car.ts';
import { transferCar } from '../api/transfer-car.ts';

/** Spec part 1 §4 and §9: the transfer's success dialog closes after 2.5 s, then the list follows. */
export const TRANSFERRED_DIALOG_MS = 2_500;

export const TransferMessages = {
  title: 'Overfør bil til anden afdeling',
  confirmTitle: 'Overfør bil',
  confirm: (title: string, department: string): string => `Er du sikker på, at du vil overføre ${title} til ${department}?`,
  noDepartments: 'Der er ingen andre afdelinger at overføre bilen til.',
  doneTitle: 'Bilen er overført',
} as const;

/**
 * Transferring a stock car to another department (spec part 1 §4 "Transfer car"): the departments it can go to, a
 * confirmation, and the server's 'Bilen … er nu overført til …' in a dialog that closes after 2.5 s before the caller
 * moves on. A failure shows the server's message.
 */
export function TransferCarModal({ car, onClose, onTransferred }: { car: { Id: string; Title: string }; onClose: () => void; onTransferred: () => void }) {
  const departments = useQuery(departmentsForCarQuery(car.Id));
  const [target, setTarget] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  // The caller's latest callbacks, without restarting the dialog's timer when the caller renders again.
  const finish = useEffectEvent(() => {
    onClose();
    onTransferred();
  });
  const transfer = useMutation({
    mutationFn: (dealerId: string) => transferCar(car.Id, dealerId),
    onSuccess: (reply) => setDone(reply.Message),
    onError: (error) =>
      notifications.show({ color: 'red', title: 'Der skete en fejl...', message: error instanceof ApiError ? error.message : 'Der skete en fejl. Prøv igen.' }),
  });

  useEffect(() => {
    if (done === null) return;
    const timer = setTimeout(() => finish(), TRANSFERRED_DIALOG_MS);
    return () => clearTimeout(timer);
  }, [done]);

  if (done !== null) {
    return (
      <Modal opened onClose={() => undefined} withCloseButton={false} title={TransferMessages.doneTitle}>
        <Text size="sm">{done}</Text>
      </Modal>
    );
  }
  const options = (departments.data ?? []).map((department) => ({ value: department.Id, label: department.Name }));
  const start = async (): Promise<void> => {
    const name = options.find((option) => option.value === target)?.label;
    if (!target || !name) return;
    if (await confirmAction(TransferMessages.confirmTitle, TransferMessages.confirm(car.Title, name), { above: true })) transfer.mutate(target);
  };
  return (
    <Modal opened onClose={onClose} title={TransferMessages.title}>
      <Stack gap="sm">
        {departments.isSuccess && options.length === 0 ? (
          <Text size="sm">{TransferMessages.noDepartments}</Text>
        ) : (
          <Select
            label="Afdeling"
            placeholder={departments.isLoading ? 'Henter afdelinger...' : 'Vælg afdeling'}
            data={options}
            value={target}
            onChange={setTarget}
            comboboxProps={{ withinPortal: true }}
          />
        )}
        {departments.error && <Text c="red" size="sm">{departments.error instanceof ApiError ? departments.error.message : 'Afdelingerne kunne ikke hentes.'}</Text>}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Annuller
          </Button>
          <Button disabled={!target} loading={transfer.isPending} onClick={() => void start()}>
            Overfør
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
