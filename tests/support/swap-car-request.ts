/**
 * The body of `POST /api/car/saveCustomerCar` for a new customer car (the swap car tab's save) of the customer: a
 * valid car of a used VW Golf, with `changes` over it (a registration number of the test's own, a chassis number…).
 */
export const swapCarRequest = (customerId: string, changes: Record<string, unknown> = {}): Record<string, unknown> => ({
  Id: 0,
  CustomerId: customerId,
  RegistrationNumber: 'CX98765',
  RegistrationDate: '14-03-2019',
  Mileage: 84_000,
  FormerUse: 1,
  ServiceBook: 1,
  SeverelyDamaged: 0,
  TaxPaid: 1,
  NumberOfKeys: 2,
  IsVatFree: false,
  IsVatFreeCar: false,
  Variant: { Title: 'VW Golf 1,5 TSI Style', Make: 'VW', Model: 'Golf', Motor: '1,5 TSI', Type: 1, FuelType: 1, ModelYear: 2019, IsPassengerCar: true, IsVan: false },
  ...changes,
});
