import { useMutation } from '@tanstack/react-query';
import { api, type ApiReply } from '@/lib/api.ts';

/**
 * POST /api/car/saveCustomerCar: the car's id and new version. `ifMatch` is the version of the car the user edited:
 * the server answers 409 'Conflict' when someone else saved the car since.
 */
export const saveCustomerCar = async (car: unknown, ifMatch?: string): Promise<ApiReply<string>> => {
  const reply = await api.send<string | number>('POST', '/api/car/saveCustomerCar', { body: car, ifMatch });
  return { ...reply, data: String(reply.data) };
};

/** The swap car save as a mutation: pending while it runs; the caller says what success and failure do. */
export const useSaveCustomerCar = () =>
  useMutation({ mutationFn: ({ car, ifMatch }: { car: unknown; ifMatch?: string }) => saveCustomerCar(car, ifMatch) });
