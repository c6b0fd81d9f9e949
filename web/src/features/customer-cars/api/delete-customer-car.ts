import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api.ts';

/** What `POST /api/car/deletecustomercar` answers: a refusal may come back as its ErrorMessage (spec part 1 §7). */
export interface DeleteCustomerCarReply {
  ErrorMessage?: string | null;
}

/** The server's refusal of a delete, told in its own words (spec part 1 §8: the notification shows ErrorMessage). */
export class CustomerCarNotDeleted extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'CustomerCarNotDeleted';
  }
}

/** POST /api/car/deletecustomercar?carId=: deletes the customer car; an answer with an ErrorMessage is a refusal. */
export const deleteCustomerCar = async (carId: string): Promise<void> => {
  const reply = await api.post<DeleteCustomerCarReply | null>('/api/car/deletecustomercar', undefined, { carId });
  if (reply?.ErrorMessage) throw new CustomerCarNotDeleted(reply.ErrorMessage);
};

export const useDeleteCustomerCar = () => useMutation({ mutationFn: deleteCustomerCar });
