/** The customers' query keys: a save reloads what it changed. */
export const customerKeys = {
  customer: (id: string) => ['customers', 'customer', id] as const,
};
