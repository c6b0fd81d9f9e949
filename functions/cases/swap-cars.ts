import { customerCarsById, type CustomerCarSummary } from '../customer-cars/readers.ts';

/** What the case list and the detail pane show of a case's swap car (the customer cars context's summary). */
export type SwapCarSummary = Pick<
  CustomerCarSummary,
  'Id' | 'Title' | 'MakeModel' | 'ModelYear' | 'RegistrationNumber' | 'RegistrationDate' | 'Mileage' | 'LatestBid'
>;

/** The swap cars by id, as the dealer's cases see them: its own department's, then the conglomerate's. */
export const swapCarsOf = async (dealerId: string, ids: readonly (string | null | undefined)[]): Promise<Map<string, SwapCarSummary>> => {
  const cars = await customerCarsById(dealerId, ids);
  return new Map(
    [...cars].map(([id, { Id, Title, MakeModel, ModelYear, RegistrationNumber, RegistrationDate, Mileage, LatestBid }]) => [
      id,
      { Id, Title, MakeModel, ModelYear, RegistrationNumber, RegistrationDate, Mileage, LatestBid },
    ]),
  );
};
