import { api, type ApiReply } from '@/lib/api.ts';

/** POST /api/OwnCarList/setAdvertising {carId, adType}. */
export const setAdvertising = (carId: string, adType: number): Promise<ApiReply<{ CarId: string; AdType: number }>> =>
  api.send('POST', '/api/OwnCarList/setAdvertising', { body: { carId, adType } });
