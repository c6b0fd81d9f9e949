import { Button, Group, Menu, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  IconCar,
  IconChevronDown,
  IconCircleCheck,
  IconCopy,
  IconFileX,
  IconPrinter,
  IconSignature,
  IconTrash,
  IconTruckDelivery,
} from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import type { CaseDocument } from '../../../../../../domain/cases/decider.ts';
import { CASE_STATUS_LABELS, MANUAL_STATUSES, type CaseStatus } from '../../../../../../domain/cases/status.ts';
import { ApiError } from '@/lib/api.ts';
import { caseQuery, reloadCase } from '../../api/get-case.ts';
import { caseKeys } from '../../api/keys.ts';
import { saveStatus } from '../../api/save-status.ts';
import type { CaseModel } from '../../api/types.ts';
import { showCaseError } from '../../hooks/case-command-errors.ts';
import { useCaseLifecycle } from '../../hooks/use-case-lifecycle.ts';
import { CaseLifecycleDialogs } from '../case-lifecycle-dialogs.tsx';
import { formOf, offers, printableDocuments, shownActions, usableActions, type CaseAction } from '../../model/case-form.ts';
import type { CaseListSlots } from '../slots.ts';

/** The list's print actions (spec part 2 §2 "Case list"), with the document names staff read. */
export const LIST_PRINTS: readonly { document: CaseDocument; label: string; swapCarOnly?: true }[] = [
  { document: 'TestDrive', label: 'Prøvekørsel' },
  { document: 'Contract', label: 'Slutseddel' },
  { document: 'Rental', label: 'Lejekontrakt' },
  { document: 'Offer', label: 'Tilbud' },
  { document: 'PurchaseDocument', label: 'Købsaftale', swapCarOnly: true },
  { document: 'InvoiceDocument', label: 'Fakturagrundlag' },
  { document: 'CustomsDocument', label: 'Tolddokument' },
];

/** The print actions a case offers in the list: the purchase document only with a swap car. */
export const printActionsFor = (hasSwapCar: boolean) => LIST_PRINTS.filter((print) => !print.swapCarOnly || hasSwapCar);

/** The actions on the active row: the case is read whole (as the case page reads it) and the page's lifecycle reused. */
export function CaseActions({ id, onListChanged, DocumentModal }: { id: string; onListChanged: () => void } & Pick<CaseListSlots, 'DocumentModal'>) {
  const model = useQuery(caseQuery(id));
  if (!model.data) {
    return (
      <Text size="sm" c="dimmed">
        {model.error instanceof ApiError ? model.error.message : ''}
      </Text>
    );
  }
  return <LoadedActions key={id} model={model.data} onListChanged={onListChanged} DocumentModal={DocumentModal} />;
}

function LoadedActions({ model, onListChanged, DocumentModal }: { model: CaseModel; onListChanged: () => void } & Pick<CaseListSlots, 'DocumentModal'>) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const form = formOf(model);
  const lifecycle = useCaseLifecycle(model, form, { backToList: onListChanged });
  const offered = shownActions(model);
  const allowed = usableActions(model, form);
  const caseId = model.Id!;
  const hasSwapCar = Boolean(model.SwapCarId);
  const missing = model.MissingForPrint;

  // A command read the case back at a newer version: the row and its details change with it.
  const shown = useRef(model.Version);
  useEffect(() => {
    if (shown.current === model.Version) return;
    shown.current = model.Version;
    void queryClient.invalidateQueries({ queryKey: caseKeys.details(caseId) });
    onListChanged();
  }, [model.Version, caseId, queryClient, onListChanged]);

  const statusChange = useMutation({
    mutationFn: async (status: CaseStatus) => {
      const reply = await saveStatus(caseId, status);
      notifications.show({ color: 'green', message: `Status er ændret til ${CASE_STATUS_LABELS[status]}` });
      await reloadCase(queryClient, caseId, reply.version);
    },
    onError: (error) => showCaseError(error),
  });
  const changingStatus = statusChange.isPending;
  const changeStatus = (status: CaseStatus): void => statusChange.mutate(status);

  const busy = lifecycle.busy !== null || changingStatus;
  // A button is shown when the server offers its command on the case now; one the case's content cannot take is disabled.
  const action = (name: CaseAction, label: string, icon: ReactNode, onClick: () => void, color?: string) =>
    offered[name] && (
      <Button
        size="xs"
        variant={color ? 'light' : 'default'}
        color={color}
        leftSection={icon}
        disabled={!allowed[name] || (busy && lifecycle.busy !== name)}
        loading={lifecycle.busy === name}
        onClick={onClick}
      >
        {label}
      </Button>
    );
  const prints = printableDocuments(model, printActionsFor(hasSwapCar));
  // Each print opens its document's modal (options, live preview, print), as on the case page.
  const [printing, setPrinting] = useState<CaseDocument | null>(null);

  return (
    <Group gap="xs" role="toolbar" aria-label="Valgt sag" wrap="wrap">
      {prints.length > 0 && (
        <Menu position="bottom-start" withinPortal>
          <Menu.Target>
            <Button size="xs" variant="default" leftSection={<IconPrinter size={14} />} rightSection={<IconChevronDown size={14} />} disabled={busy}>
              Udskriv
            </Button>
          </Menu.Target>
          <Menu.Dropdown>
            {missing && <Menu.Label data-testid="list-missing-for-print">{missing}</Menu.Label>}
            {prints.map((item) => (
              <Menu.Item key={item.document} disabled={Boolean(missing)} onClick={() => setPrinting(item.document)}>
                {item.label}
              </Menu.Item>
            ))}
          </Menu.Dropdown>
        </Menu>
      )}
      {action('sign', 'Angiv som underskrevet', <IconSignature size={14} />, () => void lifecycle.sign())}
      {action('cancel', 'Annuller dokument', <IconFileX size={14} />, () => void lifecycle.cancel())}
      {action('deliver', 'Bil leveret', <IconTruckDelivery size={14} />, () => void lifecycle.deliver())}
      {action('close', 'Afslut sag', <IconCircleCheck size={14} />, () => void lifecycle.close())}
      {action('copy', 'Kopier sag', <IconCopy size={14} />, () => void lifecycle.copy())}
      {offers(model, 'ChangeStatus') && (
        <Menu position="bottom-start" withinPortal>
          <Menu.Target>
            <Button
              size="xs"
              variant="default"
              rightSection={<IconChevronDown size={14} />}
              disabled={busy}
              loading={changingStatus}
            >
              Skift status
            </Button>
          </Menu.Target>
          <Menu.Dropdown>
            {MANUAL_STATUSES.filter((status) => status !== model.Status).map((status) => (
              <Menu.Item key={status} onClick={() => changeStatus(status)}>
                {CASE_STATUS_LABELS[status]}
              </Menu.Item>
            ))}
          </Menu.Dropdown>
        </Menu>
      )}
      {hasSwapCar && (
        <Button
          size="xs"
          variant="default"
          leftSection={<IconCar size={14} />}
          onClick={() => void navigate({ to: '/Cases/Case/$id', params: { id: caseId }, hash: '/swapcar' })}
        >
          Byttebil
        </Button>
      )}
      {action('delete', 'Slet sag', <IconTrash size={14} />, () => void lifecycle.remove(), 'red')}
      <CaseLifecycleDialogs lifecycle={lifecycle} />
      {printing && (
        <DocumentModal
          document={printing}
          caseId={caseId}
          opened
          onClose={() => setPrinting(null)}
          onPrinted={(version) => void reloadCase(queryClient, caseId, version)}
          swapPriceVisible={model.HasSwapPriceAgreement ?? false}
          registrationNumber={model.SalesItem?.RegistrationNumber ?? null}
        />
      )}
    </Group>
  );
}
