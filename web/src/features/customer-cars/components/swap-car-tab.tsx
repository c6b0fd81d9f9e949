import { Alert, Anchor, Button, Checkbox, Group, Select, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState, type ComponentType } from 'react';
import { formatKr } from '../../../../../domain/format.ts';
import { guideLink, guideLinkQuery } from '../../../../../domain/market/price-guide.ts';
import { CustomerCarMessages } from '../../../../../domain/customer-cars/messages.ts';
import {
  applySwapCarRules,
  includesVat,
  showsTaxIncludedOption,
  withSwapPrice,
  type SwapCarFacts,
  type SwapCarTerms,
} from '../../../../../domain/customer-cars/swap-car-rules.ts';
import { ApiError } from '@/lib/api.ts';
import { currentUserQuery, mayCall } from '@/lib/current-user.ts';
import { BidsModal } from './bids-modal.tsx';
import { carFormOf, carLabel, type CarForm } from '../model/car-form.ts';
import { customerCarsQuery, type CustomerCarRow } from '../api/get-customer-cars.ts';
import { useSaveCustomerCarForm } from '../hooks/use-save-customer-car-form.ts';
import { CarEditor, type SwapCarVehicleToolsProps } from './car-editor.tsx';
import { MoneyInput, moneyValue } from '@/components/money-input.tsx';

/** What the tab reads of the case: its id (the bids), its dealer and its buyer (whose cars are offered). */
export interface SwapCarCase {
  Id: string | null;
  DealerId: string | null;
  CustomerId: string | null;
}

export interface SwapCarTabProps {
  value: SwapCarTerms;
  onChange(next: SwapCarTerms): void;
  model: SwapCarCase;
  readOnly: boolean;
  showErrors: boolean;
  /**
   * Told whether a swap car is being edited without being saved, and whether it is valid: the case page refuses to
   * save the case over an invalid car ('Der er fejl i indtastningen på kundebilen. Ret fejlene før du kan komme videre.').
   */
  onCarStateChange?(state: { unsaved: boolean; valid: boolean }): void;
  /**
   * The buyer chosen on the Kunde tab (a saved customer's id), which the case may not have been saved with yet. The
   * swap car is the case's customer's, and its bids are the case's: until the case is saved with its buyer, the case
   * is what must be saved first, not the customer.
   */
  buyerId?: string | null;
  /** The vehicle-data buttons (specification, car facts, debt check), composed in by the page. */
  VehicleTools?: ComponentType<SwapCarVehicleToolsProps>;
}

const NO_CAR = '';
const NEW_CAR = 'new';

/** What the swap car rules read of the car as the form holds it. */
export const factsOf = (form: CarForm): SwapCarFacts => ({
  Id: form.Id ? String(form.Id) : null,
  IsVatFree: form.IsVatFree ?? null,
  IsVatFreeCar: form.IsVatFreeCar ?? null,
  LatestBid: moneyValue(form.LatestBid),
  Variant: { IsVan: form.Variant.IsVan ?? null, IsPassengerCar: form.Variant.IsPassengerCar ?? null, Type: form.Variant.Type ?? null },
});

/**
 * The swap car tab (spec part 2 §3 "Swap car", §4 swap car rules; part 1 §3 "Customer car", §5): pick one of the
 * customer's cars or create one (only once the customer is saved), edit every field, save it through
 * `saveCustomerCar`, see its bids, and set the swap price. The case holds the swap car's id and terms (`value`); the
 * car itself is the customer's and is saved on its own.
 */
export function SwapCarTab({ value, onChange, model, readOnly, showErrors, onCarStateChange, buyerId, VehicleTools }: SwapCarTabProps) {
  const customerId = model.CustomerId;
  // A buyer changed on the Kunde tab and not yet saved with the case: the case's former customer's cars do not apply.
  const buyerUnsaved = buyerId !== undefined && (buyerId ?? null) !== (customerId ?? null);
  const cars = useQuery({ ...customerCarsQuery(customerId ?? ''), enabled: Boolean(customerId) && !buyerUnsaved });
  const current = useMemo(() => cars.data?.find((car) => car.Id === value.SwapCarId), [cars.data, value.SwapCarId]);
  // The car being edited: the case's swap car, a new one, or none; once saved, it is the case's swap car.
  const editor = useSaveCustomerCarForm({
    customerId,
    current,
    dealerId: model.DealerId,
    caseId: model.Id,
    showErrors,
    onStateChange: onCarStateChange,
    onSaved: (id, saved) => onChange(applySwapCarRules(value, factsOf({ ...saved, Id: id }))),
  });
  const [bidsOpen, setBidsOpen] = useState(false);
  // The signed-in user is loaded with the app; this reads it, never asks for it again.
  const user = useQuery({ ...currentUserQuery, enabled: false }).data;
  const priceGuideHref = user && mayCall(user, 'GET', '/api/carlist/search/') && current ? priceGuideHrefOf(current) : null;

  const choose = (choice: string | null) => {
    if (choice === NEW_CAR && customerId) {
      editor.startNew();
      return;
    }
    editor.reset();
    const picked = cars.data?.find((row) => row.Id === choice) ?? null;
    onChange(applySwapCarRules(value, picked ? factsOf(carFormOf(picked)) : null));
  };

  if (!customerId || buyerUnsaved) {
    return (
      <Stack gap="md" data-testid="swap-car-tab">
        <Alert color="yellow">{buyerId ? CustomerCarMessages.caseNotSaved : CustomerCarMessages.customerNotSaved}</Alert>
      </Stack>
    );
  }

  const carOptions = [
    { value: NO_CAR, label: 'Ingen byttebil' },
    ...(cars.data ?? [])
      .filter((car) => !car.Deleted || car.Id === value.SwapCarId)
      .map((car) => ({ value: car.Id, label: carLabel(car) })),
  ];
  const chosen = editor.draft && !editor.draft.Id ? NEW_CAR : (value.SwapCarId ?? NO_CAR);
  const facts = editor.form ? factsOf(editor.form) : null;
  const taxIncluded = includesVat(value);
  const price = taxIncluded ? value.SwapCarPriceWithVat : value.SwapCarPriceWithoutVat;

  return (
    <Stack gap="lg" data-testid="swap-car-tab">
      <Group align="flex-end">
        <Select
          label="Byttebil"
          data={carOptions}
          value={chosen === NEW_CAR ? null : chosen}
          placeholder={chosen === NEW_CAR ? 'Ny byttebil' : undefined}
          onChange={(choice) => choose(choice ?? NO_CAR)}
          disabled={readOnly || cars.isPending}
          allowDeselect={false}
          w={360}
        />
        <Button variant="default" onClick={() => choose(NEW_CAR)} disabled={readOnly}>
          Opret ny byttebil
        </Button>
        {value.SwapCarId && (
          <Button variant="default" onClick={() => setBidsOpen(true)}>
            Se bud
          </Button>
        )}
        {priceGuideHref && (
          // A tab of its own: the case stays as it is, unsaved changes too.
          <Anchor href={priceGuideHref} target="_blank" rel="noopener" size="sm" pb={8}>
            Se lignende biler i prisguiden
          </Anchor>
        )}
      </Group>
      {cars.isError && <Alert color="red">{cars.error instanceof ApiError ? cars.error.message : 'Der skete en fejl. Prøv igen.'}</Alert>}

      <CarEditor
        editor={editor}
        readOnly={readOnly}
        VehicleTools={VehicleTools}
        // The debt the register knows is what is left to pay on the swap car.
        onDebt={(amount) => onChange({ ...value, SwapCarUnpaidDebt: amount })}
      />

      {/* The price and debt are the case's terms: typed beside the car while it is still being written, not after. */}
      {(value.SwapCarId || editor.form) && (
        <Stack gap="sm">
          <Title order={2} size="h4">Byttepris</Title>
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <MoneyInput
              label={taxIncluded ? 'Byttepris inkl. moms' : 'Byttepris'}
              value={price ?? ''}
              onChange={(entered) => onChange(withSwapPrice(value, moneyValue(entered), taxIncluded))}
              disabled={readOnly}
            />
            <MoneyInput
              label="Restgæld"
              value={value.SwapCarUnpaidDebt ?? ''}
              onChange={(entered) => onChange({ ...value, SwapCarUnpaidDebt: moneyValue(entered) })}
              disabled={readOnly}
            />
            {value.HasSwapPriceAgreement && (
              <MoneyInput
                label="Aftalt byttepris"
                value={value.SwapPrice ?? ''}
                onChange={(entered) => onChange({ ...value, SwapPrice: moneyValue(entered) })}
                disabled={readOnly}
              />
            )}
          </SimpleGrid>
          <Group>
            {showsTaxIncludedOption(facts) && (
              <Checkbox
                label="Inkl. moms"
                checked={taxIncluded}
                onChange={(event) => onChange(withSwapPrice(value, price, event.currentTarget.checked))}
                disabled={readOnly}
              />
            )}
            <Checkbox
              label="Bytteprisaftale"
              checked={value.HasSwapPriceAgreement ?? false}
              onChange={(event) => onChange({ ...value, HasSwapPriceAgreement: event.currentTarget.checked, SwapPrice: event.currentTarget.checked ? value.SwapPrice : null })}
              disabled={readOnly}
            />
          </Group>
          {value.SwapCarPriceVat !== null && <Text size="sm">Heraf moms: {formatKr(value.SwapCarPriceVat)}</Text>}
        </Stack>
      )}

      <BidsModal carId={bidsOpen ? value.SwapCarId : null} caseId={model.Id} onClose={() => setBidsOpen(false)} />
    </Stack>
  );
}

/**
 * The all-cars list as the swap car's price guide (spec part 2 §9 "Swap car vehicle search"): its make and model,
 * registration year ±1 and mileage ±50 thousand km; none for a car without make or year.
 */
export const priceGuideHrefOf = (car: Pick<CustomerCarRow, 'Variant' | 'RegistrationDate' | 'Mileage'>): string | null => {
  const make = car.Variant?.Make?.trim();
  const year = car.RegistrationDate ? Number(car.RegistrationDate.slice(0, 4)) : (car.Variant?.ModelYear ?? null);
  if (!make || !year) return null;
  return `/Cars/CarList?${guideLinkQuery(guideLink({ Make: make, Model: car.Variant?.Model?.trim() || undefined, mileageKm: car.Mileage ?? 0, registrationYear: year }))}`;
};
