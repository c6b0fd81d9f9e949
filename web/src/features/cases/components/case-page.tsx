import { Badge, Button, Card, Group, Loader, SimpleGrid, Stack, Tabs, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  IconCircleCheck,
  IconCopy,
  IconDeviceFloppy,
  IconFileX,
  IconPrinter,
  IconSignature,
  IconTrash,
  IconTruckDelivery,
} from '@tabler/icons-react';
import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { useLocation, useNavigate } from '@tanstack/react-router';
import { useState, type ReactNode } from 'react';
import { CASE_STATUS_LABELS, CaseStatus } from '../../../../../domain/cases/status.ts';
import { formatKr, formatNumber, toClientDate } from '../../../../../domain/format.ts';
import { ApiError } from '../../../lib/api.ts';
import { currentUserQuery, hasRoleFlag } from '../../../lib/current-user.ts';
import { salesItemOfCar } from '../api/cases.ts';
import type { CaseModel, CustomerLookupItem, OwnCar } from '../api/types.ts';
import { ERROR_TITLE, useCaseLifecycle } from '../hooks/use-case-lifecycle.tsx';
import { availableActions, formOf, missingOf, type CaseForm } from '../model/case-form.ts';
import { caseTitle } from '../../../../../domain/cases/title.ts';
import { CaseDocumentsPanel } from '../../documents/components/case-documents-panel.tsx';
import { reloadCase } from '../api/cases.ts';
import { CarPicker } from './car-picker.tsx';
import { CustomerPicker } from './customer-picker.tsx';

/** The case page's tabs (spec part 2 §2), kept in the URL hash as '#/customer', '#/car', ... */
export const CASE_TABS = [
  { value: 'customer', label: 'Kunde' },
  { value: 'car', label: 'Bil' },
  { value: 'swapcar', label: 'Byttebil' },
  { value: 'calculation', label: 'Beregning' },
  { value: 'offers', label: 'Tillægsydelser' },
  { value: 'otheragreements', label: 'Øvrige aftaler' },
  { value: 'documents', label: 'Dokumenter' },
] as const;
type CaseTab = (typeof CASE_TABS)[number]['value'];

const tabOf = (hash: string, tabs: readonly { value: CaseTab }[]): CaseTab => {
  const wanted = hash.replace(/^#?\/?/, '');
  return tabs.find((tab) => tab.value === wanted)?.value ?? 'customer';
};

/**
 * The case page (spec part 2 §2, §4): title, status, the lifecycle actions and the tabs. In this version the customer
 * and car tabs pick the buyer and the car; the other tabs follow.
 */
export function CasePage({ model }: { model: CaseModel }) {
  const { data: user } = useSuspenseQuery(currentUserQuery);
  const [form, setForm] = useState<CaseForm>(() => formOf(model));
  // A newer version of the case (after a command) replaces what the page shows.
  const [shownVersion, setShownVersion] = useState(model.Version);
  if (model.Version !== shownVersion) {
    setShownVersion(model.Version);
    setForm(formOf(model));
  }
  const lifecycle = useCaseLifecycle(model, form);
  const queryClient = useQueryClient();
  const { hash } = useLocation();
  const navigate = useNavigate();

  const tabs = CASE_TABS.filter((tab) => tab.value !== 'offers' || hasRoleFlag(user, 'finance'));
  const tab = tabOf(hash, tabs);
  const closed = model.Status === CaseStatus.IsClosed;
  const title = caseTitle({
    Id: model.Id,
    CustomerName: form.CustomerName,
    CarTitle: form.SalesItem?.Title,
    IsFactoryNew: form.SalesItem?.IsFactoryNew,
  });

  return (
    <Stack gap="md">
      <Stack gap={4}>
        <Title order={1} size="h2" data-testid="case-title">
          {title}
        </Title>
        <Group gap="xs">
          <Badge variant="light" size="lg" data-testid="case-status">
            {CASE_STATUS_LABELS[model.Status]}
          </Badge>
          {model.Delivered && (
            <Badge variant="light" color="teal" size="lg">
              Leveret
            </Badge>
          )}
          {lifecycle.dirty && (
            <Text size="sm" c="orange.8">
              Ændringerne er ikke gemt
            </Text>
          )}
        </Group>
      </Stack>

      <CaseToolbar model={model} form={form} lifecycle={lifecycle} />

      <Tabs
        value={tab}
        onChange={(value) => {
          if (value) void navigate({ to: '.', hash: `/${value}`, search: true, replace: true });
        }}
        keepMounted={false}
      >
        <Tabs.List>
          {tabs.map((item) => (
            <Tabs.Tab key={item.value} value={item.value}>
              {item.label}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Tabs.Panel value="customer" pt="md">
          <CustomerTab
            form={form}
            disabled={closed}
            onPick={(customer) => setForm((current) => ({ ...current, CustomerId: String(customer.Id), CustomerName: customer.Header }))}
          />
        </Tabs.Panel>
        <Tabs.Panel value="car" pt="md">
          <CarTab form={form} disabled={closed} onChange={(salesItem) => setForm((current) => ({ ...current, SalesItem: salesItem }))} />
        </Tabs.Panel>
        <Tabs.Panel value="documents" pt="md">
          <CaseDocumentsPanel model={model} onPrinted={(version) => model.Id && void reloadCase(queryClient, model.Id, version)} />
        </Tabs.Panel>
        {tabs
          .filter((item) => item.value !== 'customer' && item.value !== 'car' && item.value !== 'documents')
          .map((item) => (
            <Tabs.Panel key={item.value} value={item.value} pt="md">
              <Text c="dimmed">{item.label} kan endnu ikke redigeres her.</Text>
            </Tabs.Panel>
          ))}
      </Tabs>
      {lifecycle.dialogs}
    </Stack>
  );
}

type Lifecycle = ReturnType<typeof useCaseLifecycle>;

function CaseToolbar({ model, form, lifecycle }: { model: CaseModel; form: CaseForm; lifecycle: Lifecycle }) {
  const allowed = availableActions(model, form);
  const missing = missingOf(form);
  const { busy } = lifecycle;
  const action = (name: keyof typeof allowed, label: string, icon: ReactNode, onClick: () => void, extra: { color?: string; variant?: string } = {}) => (
    <Button
      size="sm"
      variant={extra.variant ?? 'default'}
      color={extra.color}
      leftSection={icon}
      disabled={!allowed[name] || (busy !== null && busy !== name)}
      loading={busy === name}
      onClick={onClick}
      {...(name === 'print' && missing ? { 'aria-describedby': 'missing-for-print' } : {})}
    >
      {label}
    </Button>
  );

  return (
    <Group gap="xs" role="toolbar" aria-label="Handlinger">
      {action('save', 'Gem', <IconDeviceFloppy size={16} />, () => void lifecycle.save(), { variant: 'filled' })}
      {action('print', 'Udskriv slutseddel', <IconPrinter size={16} />, () => void lifecycle.print())}
      {missing && (
        <Text size="sm" c="red.7" id="missing-for-print" data-testid="missing-for-print">
          {missing}
        </Text>
      )}
      {action('sign', 'Angiv som underskrevet', <IconSignature size={16} />, () => void lifecycle.sign())}
      {action('cancel', 'Annuller dokument', <IconFileX size={16} />, () => void lifecycle.cancel())}
      {action('deliver', 'Bil leveret', <IconTruckDelivery size={16} />, () => void lifecycle.deliver())}
      {action('close', 'Afslut sag', <IconCircleCheck size={16} />, () => void lifecycle.close())}
      {action('copy', 'Kopier sag', <IconCopy size={16} />, () => void lifecycle.copy())}
      {action('delete', 'Slet sag', <IconTrash size={16} />, () => void lifecycle.remove(), { color: 'red', variant: 'light' })}
    </Group>
  );
}

function Field({ label, value }: { label: string; value: ReactNode }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm">{value === null || value === undefined || value === '' ? '–' : value}</Text>
    </Stack>
  );
}

function CustomerTab({ form, disabled, onPick }: { form: CaseForm; disabled: boolean; onPick: (customer: CustomerLookupItem) => void }) {
  return (
    <Stack gap="md" maw={640}>
      <Card withBorder padding="md">
        <Text fw={600} mb={4}>
          Køber
        </Text>
        {form.CustomerId ? (
          <Text data-testid="case-customer">{form.CustomerName || `Kunde nr. ${form.CustomerId}`}</Text>
        ) : (
          <Text c="dimmed">Der er ikke valgt en kunde.</Text>
        )}
      </Card>
      <CustomerPicker onPick={onPick} disabled={disabled} />
    </Stack>
  );
}

function CarTab({ form, disabled, onChange }: { form: CaseForm; disabled: boolean; onChange: (salesItem: CaseForm['SalesItem']) => void }) {
  const [loading, setLoading] = useState(false);
  const item = form.SalesItem;

  const pick = (car: OwnCar): void => {
    setLoading(true);
    // The server makes the sales item of the stock car, as when a case is created from the car.
    salesItemOfCar(String(car.Id))
      .then((salesItem) => onChange(salesItem ?? null))
      .catch((error: unknown) =>
        notifications.show({ color: 'red', title: ERROR_TITLE, message: error instanceof ApiError ? error.message : 'Bilen kunne ikke hentes.' }),
      )
      .finally(() => setLoading(false));
  };

  return (
    <Stack gap="md" maw={760}>
      <Card withBorder padding="md">
        <Group justify="space-between" mb={4}>
          <Text fw={600}>Bil</Text>
          {loading && <Loader size="xs" aria-label="Henter bilen..." />}
        </Group>
        {item && (item.Id || item.Title) ? (
          <Stack gap="xs">
            <Text data-testid="case-car">
              {item.Title}
              {item.IsFactoryNew ? ' (fabriksny)' : ''}
            </Text>
            <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="xs">
              <Field label="Reg.nr." value={item.RegistrationNumber} />
              <Field label="Stelnr." value={item.ChassisNumber} />
              <Field label="Vognnr." value={item.VehicleNumber} />
              <Field label="Årgang" value={item.ModelYear} />
              <Field label="1. reg." value={toClientDate(item.RegistrationDate)} />
              <Field label="Km" value={item.Mileage === null || item.Mileage === undefined ? null : formatNumber(item.Mileage)} />
              <Field
                label="Pris inkl. moms"
                value={item.SalesItemPriceWithVat === null || item.SalesItemPriceWithVat === undefined ? null : formatKr(item.SalesItemPriceWithVat)}
              />
            </SimpleGrid>
          </Stack>
        ) : (
          <Text c="dimmed">Der er ikke valgt en bil.</Text>
        )}
      </Card>
      <CarPicker onPick={pick} disabled={disabled || loading} />
    </Stack>
  );
}
