import { SimpleGrid, TextInput } from '@mantine/core';
import { computedPrices, type RentalForm } from '../../../../../../../domain/cases/rental.ts';
import { formatKr } from '../../../../../../../domain/format.ts';

/** Price per day and per km, computed by the domain from what the tab holds; read-only. */
export function ComputedPrices({ rental }: { rental: RentalForm | null }) {
  const prices = computedPrices(rental);
  const dayLabel = prices.days === null ? 'Pris pr. dag' : `Pris pr. dag (${prices.days} ${prices.days === 1 ? 'dag' : 'dage'})`;
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }}>
      <TextInput label={dayLabel} value={prices.pricePerDay === null ? '' : formatKr(prices.pricePerDay)} readOnly variant="filled" data-testid="price-per-day" />
      <TextInput label="Pris pr. km" value={prices.pricePerKm === null ? '' : formatKr(prices.pricePerKm)} readOnly variant="filled" data-testid="price-per-km" />
    </SimpleGrid>
  );
}
