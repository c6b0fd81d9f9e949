import { Badge, Button, Group, Stack, Tabs, Text, Title } from '@mantine/core';
import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { useLocation, useNavigate } from '@tanstack/react-router';
import { notifications } from '@mantine/notifications';
import { useCallback, useRef, useState } from 'react';
import { noticesOnCarChange } from '../../../../../domain/calculation/case-calculation.ts';
import { CASE_STATUS_LABELS } from '../../../../../domain/cases/status.ts';
import { toClientDate, toServerDate } from '../../../../../domain/format.ts';
import { currentUserQuery, hasRoleFlag, mayDo } from '@/lib/current-user.ts';
import type { CaseModel } from '../api/types.ts';
import { useCaseLifecycle, type CaseLifecycle } from '../hooks/use-case-lifecycle.ts';
import { usePreparationSave } from '../hooks/use-preparation-save.ts';
import { CaseLifecycleDialogs } from './case-lifecycle-dialogs.tsx';
import { formOf, missingOf, offers, shownActions, swapCarTermsOf, usableActions, withCarTabChange, type CaseForm } from '../model/case-form.ts';
import { caseTitle } from '../../../../../domain/cases/title.ts';
import { CarTab } from './tabs/car-tab.tsx';
import { OtherAgreementsTab } from './tabs/other-agreements-tab.tsx';
import { RentalTab } from './tabs/rental-tab.tsx';
import type { CasePageSlots, OffersPanelSlotProps } from './slots.ts';
import { reloadCase } from '../api/get-case.ts';
import classes from './case-page.module.css';

/** The case page's tabs (spec part 2 §2), kept in the URL hash as '#/customer', '#/car', ... */
export const CASE_TABS = [
  { value: 'customer', label: 'Kunde' },
  { value: 'car', label: 'Bil' },
  { value: 'swapcar', label: 'Byttebil' },
  { value: 'calculation', label: 'Beregning' },
  { value: 'offers', label: 'Tillægsydelser' },
  { value: 'otheragreements', label: 'Øvrige aftaler' },
  { value: 'rental', label: 'Udlejning' },
  { value: 'documents', label: 'Dokumenter' },
] as const;
type CaseTab = (typeof CASE_TABS)[number]['value'];
/** The tabs built so far; the others say they come later. */
const EDITABLE_TABS: readonly CaseTab[] = ['customer', 'car', 'swapcar', 'otheragreements', 'rental', 'documents'];

/** The car as a partner's plugin is told of it; none until the case names one. */
const pluginCarOf = (item: CaseForm['SalesItem']): OffersPanelSlotProps['car'] =>
  item && (item.Make || item.Title)
    ? {
        make: item.Make ?? item.Title ?? '',
        model: item.Model ?? '',
        ...(item.Variant ? { variant: item.Variant } : {}),
        ...(item.RegistrationNumber ? { registrationNumber: item.RegistrationNumber } : {}),
        ...(item.Mileage != null ? { mileage: item.Mileage } : {}),
        ...(item.SalesItemPriceWithVat != null ? { price: item.SalesItemPriceWithVat } : {}),
        isNew: item.IsFactoryNew ?? false,
      }
    : null;

/** The case's car as a finance partner judges a loan for it: the stock car, its first registration, mileage and price. */
const financedCarOf = (item: CaseForm['SalesItem']): OffersPanelSlotProps['financedCar'] => {
  if (!item || !(item.Make || item.Title)) return null;
  const registered = item.RegistrationDate?.trim() ?? '';
  return {
    CarId: item.Id ?? null,
    FirstRegistrationDate: item.IsFactoryNew ? null : /^\d{4}-\d{2}-\d{2}/.test(registered) ? registered.slice(0, 10) : (toServerDate(registered) ?? null),
    Mileage: item.Mileage ?? null,
    RetailPrice: item.SalesItemPriceWithVat ?? null,
  };
};

const tabOf = (hash: string, tabs: readonly { value: CaseTab }[]): CaseTab => {
  const wanted = hash.replace(/^#?\/?/, '');
  return tabs.find((tab) => tab.value === wanted)?.value ?? 'customer';
};

/**
 * The case page (spec part 2 §2, §4): title, status, the lifecycle actions and the tabs. The tabs stay mounted, so
 * what is typed in one survives a visit to another until the case is saved.
 */
export function CasePage({ model, slots }: { model: CaseModel; slots: CasePageSlots }) {
  const { CustomerTab, SwapCarTab, CatalogueModal, DocumentsPanel, CalculationPanel, OffersPanel } = slots;
  const { data: user } = useSuspenseQuery(currentUserQuery);
  const [form, setForm] = useState<CaseForm>(() => formOf(model));
  // A newer version of the case (after a command) replaces what the page shows.
  const [shownVersion, setShownVersion] = useState(model.Version);
  if (model.Version !== shownVersion) {
    setShownVersion(model.Version);
    setForm(formOf(model));
  }
  // What the customer and swap-car tabs hold beyond the case: customers and a swap car typed but not yet saved.
  const [customerForms, setCustomerForms] = useState({ dirty: false, valid: true });
  const [swapCarState, setSwapCarState] = useState({ unsaved: false, valid: true });
  // The save is refused while the fee is being calculated, and while the used car's fee is not valid (spec part 2 §5).
  const [calculationState, setCalculationState] = useState({ busy: false, valid: true });
  // The offers' plugins, while the offers tab shows them: asked to save before the case is saved.
  const pluginSave = useRef<(() => Promise<boolean>) | null>(null);
  const registerPluginSave = useCallback((save: (() => Promise<boolean>) | null) => {
    pluginSave.current = save;
  }, []);
  const lifecycle = useCaseLifecycle(model, form, {
    savePlugins: () => pluginSave.current?.() ?? Promise.resolve(true),
    tabs: {
      dirty: customerForms.dirty || swapCarState.unsaved,
      valid: customerForms.valid && (!swapCarState.unsaved || swapCarState.valid) && calculationState.valid && !calculationState.busy,
    },
  });
  const queryClient = useQueryClient();
  const { hash } = useLocation();
  const navigate = useNavigate();

  const tabs = CASE_TABS.filter((tab) => tab.value !== 'offers' || hasRoleFlag(user, 'finance'));
  const tab = tabOf(hash, tabs);
  // A case the server does not let the caller save (closed, or a role that may not edit cases: mechanic, preparation,
  // bookkeeper) is shown read-only.
  const readOnly = !offers(model, 'SaveCase');
  // Who prepares the car but may not edit the case still writes the preparation comment, saved on its own.
  const preparation = usePreparationSave(model);
  const preparationOnly = readOnly && offers(model, 'SavePreparationComment');
  const title = caseTitle({
    Id: model.Id,
    CustomerName: form.CustomerName,
    CarTitle: form.SalesItem?.Title,
    IsFactoryNew: form.SalesItem?.IsFactoryNew,
  });

  return (
    <Stack gap="md">
      <Stack gap={4}>
        <Title order={1} size="h2" data-testid="case-title" className={classes.title}>
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
          {model.TransferCaseDate && (
            <Badge variant="light" color="teal" size="lg" data-testid="case-transferred">
              Bil oprettet {toClientDate(model.TransferCaseDate)}
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
            value={{ CustomerId: form.CustomerId, Customer2Id: form.Customer2Id, CustomerName: form.CustomerName, Customer2Name: form.Customer2Name }}
            onChange={(next) => setForm((current) => ({ ...current, ...next }))}
            model={model}
            readOnly={readOnly}
            showErrors={lifecycle.showErrors}
            // Finance proposals do not apply to a business customer (spec part 2 §4).
            onOffersRemoved={() => setForm((current) => ({ ...current, FinanceOfferId: null }))}
            onFormsChange={setCustomerForms}
          />
        </Tabs.Panel>
        <Tabs.Panel value="car" pt="md">
          <CarTab
            value={form.SalesItem}
            onChange={(next) => {
              // Another vehicle replaces the calculation: the salesperson is told the Beregning tab changed.
              for (const message of noticesOnCarChange({ salesItem: form.SalesItem, calculation: form.Calculation }, next)) notifications.show({ message });
              setForm((current) => withCarTabChange(current, next));
            }}
            model={model}
            readOnly={readOnly}
            showErrors={lifecycle.showErrors}
            CatalogueModal={CatalogueModal}
            allDepartments={mayDo(user, 'searchAllDepartments')}
            VehicleTools={slots.CarVehicleTools}
          />
        </Tabs.Panel>
        <Tabs.Panel value="swapcar" pt="md">
          <SwapCarTab
            value={swapCarTermsOf(form)}
            onChange={(next) => setForm((current) => ({ ...current, ...next }))}
            model={model}
            readOnly={readOnly}
            showErrors={lifecycle.showErrors}
            onCarStateChange={setSwapCarState}
            buyerId={form.CustomerId}
          />
        </Tabs.Panel>
        <Tabs.Panel value="otheragreements" pt="md">
          <OtherAgreementsTab
            value={form.OtherAgreements}
            onChange={(next) => setForm((current) => ({ ...current, OtherAgreements: next }))}
            model={model}
            readOnly={readOnly}
            showErrors={lifecycle.showErrors}
            preparation={preparationOnly ? preparation : undefined}
          />
        </Tabs.Panel>
        <Tabs.Panel value="rental" pt="md">
          <RentalTab
            value={form.CarRental}
            onChange={(next) => setForm((current) => ({ ...current, CarRental: next }))}
            model={model}
            readOnly={readOnly}
            showErrors={lifecycle.showErrors}
          />
        </Tabs.Panel>
        {OffersPanel && (
          <Tabs.Panel value="offers" pt="md">
            {tab === 'offers' && (
              <OffersPanel
                caseId={model.Id}
                dealerId={model.DealerId}
                customerName={model.CustomerName ?? null}
                car={pluginCarOf(form.SalesItem)}
                financedCar={financedCarOf(form.SalesItem)}
                onOffersChanged={(version) => model.Id && void reloadCase(queryClient, model.Id, version)}
                registerPluginSave={registerPluginSave}
              />
            )}
          </Tabs.Panel>
        )}
        <Tabs.Panel value="documents" pt="md">
          <DocumentsPanel model={model} onPrinted={(version) => model.Id && void reloadCase(queryClient, model.Id, version)} />
        </Tabs.Panel>
        {CalculationPanel && (
          <Tabs.Panel value="calculation" pt="md">
            {/* Rendered only while shown: the figures are asked for when the salesperson looks at them. */}
            {tab === 'calculation' && (
              <CalculationPanel
                salesItem={form.SalesItem}
                value={form.Calculation}
                onChange={(next) => setForm((current) => ({ ...current, Calculation: next }))}
                terms={form}
                onCashPaymentChange={(next) => setForm((current) => ({ ...current, CashPayment: next }))}
                caseId={model.Id}
                modifiedDate={model.ModifiedDate}
                readOnly={readOnly}
                onStateChange={setCalculationState}
                onSalesItemChange={(next) => setForm((current) => ({ ...current, SalesItem: next }))}
              />
            )}
          </Tabs.Panel>
        )}
        {tabs
          .filter((item) => !EDITABLE_TABS.includes(item.value) && !(CalculationPanel && item.value === 'calculation') && !(OffersPanel && item.value === 'offers'))
          .map((item) => (
            <Tabs.Panel key={item.value} value={item.value} pt="md">
              <Text c="dimmed">{item.label} kan endnu ikke redigeres her.</Text>
            </Tabs.Panel>
          ))}
      </Tabs>
      <CaseLifecycleDialogs lifecycle={lifecycle} />
    </Stack>
  );
}

/**
 * The lifecycle buttons: those the server offers on the case now (its state and the caller's role); one that lacks
 * what the page holds (a car, a customer) is disabled.
 */
function CaseToolbar({ model, form, lifecycle }: { model: CaseModel; form: CaseForm; lifecycle: CaseLifecycle }) {
  const shown = shownActions(model);
  const allowed = usableActions(model, form);
  const missing = missingOf(form);
  const { busy } = lifecycle;
  const action = (name: keyof typeof allowed, label: string, onClick: () => void, extra: { color?: string; variant?: string } = {}) =>
    shown[name] && (
      <Button
        size="xs"
        px={10}
        variant={extra.variant ?? 'default'}
        color={extra.color}
        disabled={!allowed[name] || (busy !== null && busy !== name)}
        loading={busy === name}
        onClick={onClick}
        {...(name === 'print' && missing ? { 'aria-describedby': 'missing-for-print' } : {})}
      >
        {label}
      </Button>
    );

  // Eight actions fit one row on a 1280 px screen only as compact labelled buttons (with icons and the default size
  // they took two rows); what the print lacks goes under the buttons, not between them.
  return (
    <Stack gap={4}>
      <Group gap={6} role="toolbar" aria-label="Handlinger">
        {action('save', 'Gem', () => void lifecycle.save(), { variant: 'filled' })}
        {action('print', 'Udskriv slutseddel', () => void lifecycle.print())}
        {action('sign', 'Angiv som underskrevet', () => void lifecycle.sign())}
        {action('cancel', 'Annuller dokument', () => void lifecycle.cancel())}
        {action('deliver', 'Bil leveret', () => void lifecycle.deliver())}
        {action('close', 'Afslut sag', () => void lifecycle.close())}
        {action('copy', 'Kopier sag', () => void lifecycle.copy())}
        {action('createCar', 'Opret bil', () => void lifecycle.createCar())}
        {action('delete', 'Slet sag', () => void lifecycle.remove(), { color: 'red', variant: 'light' })}
      </Group>
      {missing && shown.print && (
        <Text size="sm" c="red.8" id="missing-for-print" data-testid="missing-for-print">
          {missing}
        </Text>
      )}
    </Stack>
  );
}
