/** The customer cars' query keys: a save invalidates what it changed. */
export const customerCarKeys = {
  ofCustomer: (customerId: string) => ['customer-cars', customerId] as const,
  bids: (carId: string, caseId: string | null) => ['customer-cars', 'bids', carId, caseId] as const,
};
