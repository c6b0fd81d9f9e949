/**
 * The `SalesItem` of `POST /api/case/save` for a used car typed in freely (no stock car): a 2021 Škoda Octavia ready to
 * print, titled `title` (a test's own mark, so that a search finds its cases), with `changes` over it.
 */
export const salesItemRequest = (title: string, changes: Record<string, unknown> = {}): Record<string, unknown> => ({
  Title: title,
  RegistrationNumber: 'AB12345',
  ChassisNumber: 'TMBJR7NX5MY012345',
  ModelYear: 2021,
  RegistrationDate: '2021-03-15',
  Mileage: 45_000,
  SalesItemPriceWithVat: 189_900,
  IsFactoryNew: false,
  IsSpecifiedVehicle: false,
  ...changes,
});
