import { queryOptions } from '@tanstack/react-query';
import type { DownPaymentOption } from '../../../../../domain/price-tags/financing.ts';
import type { PriceTagOptions } from '../../../../../domain/price-tags/price-tag.ts';
import { api, createApiClient, type ApiFile } from '@/lib/api.ts';
import { appSession } from '@/lib/session.ts';

/** GET /api/pricetag/GetPriceTagModalInfo: what the modal starts from. */
export interface PriceTagModalInfo {
  CarId: string;
  ModelDescription: { MotorVariantNumberOfDoors: string; Make: string; Model: string };
  ExtraEquipmentText: string;
  RetailPrice: number | null;
  DeliveryCost: number;
  CashPrice: number | null;
  PriceWithNoTax: number | null;
  WholesalePrice: number | null;
  LeasePayment: number | null;
  VehicleNumber: string;
  ChassisNumber: string;
  HasPicture: boolean;
}

export interface AdditionalInformationChoices {
  Choices: { Value: string; Text: string; IsDefault: boolean }[];
  MaxChoices: number;
}

export interface FinanceCheck {
  HasFinancingCompany: boolean;
  FinancingCompanyName: string | null;
  Message: string | null;
}

export const priceTagKeys = {
  modalInfo: (carId: string) => ['price-tags', 'modal-info', carId] as const,
  choices: ['price-tags', 'additional-information'] as const,
  downPayments: (carId: string, price: number) => ['price-tags', 'down-payments', carId, price] as const,
};

export const priceTagModalInfoQuery = (carId: string) =>
  queryOptions({
    queryKey: priceTagKeys.modalInfo(carId),
    queryFn: () => api.get<PriceTagModalInfo>('/api/pricetag/GetPriceTagModalInfo', { carId }),
  });

export const additionalInformationChoicesQuery = queryOptions({
  queryKey: priceTagKeys.choices,
  queryFn: () => api.get<AdditionalInformationChoices>('/api/pricetag/GetAdditionalInformationChoices'),
  staleTime: Infinity,
});

export const downPaymentsQuery = (carId: string, price: number) =>
  queryOptions({
    queryKey: priceTagKeys.downPayments(carId, price),
    queryFn: () => api.get<DownPaymentOption[]>('/api/pricetag/GetDownPayments', { vehicleId: carId, vehiclePrice: price }),
  });

/** GET /api/pricetag/checkfinance: whether the car can show financing (its department has a finance company). */
export const checkFinance = (carId: string): Promise<FinanceCheck> => api.get<FinanceCheck>('/api/pricetag/checkfinance', { carId });

/**
 * POST /api/Pricetag/PrintPriceTag: the tag as a PDF. With a signal the request is cancelled when it aborts (a preview
 * a newer one overtakes), through a client that carries the signal so session and error handling stay the client's.
 */
export const printPriceTag = (carId: string, options: PriceTagOptions, signal?: AbortSignal): Promise<ApiFile> => {
  const client = signal ? createApiClient({ session: appSession, fetch: (input, init) => globalThis.fetch(input, { ...init, signal }) }) : api;
  return client.postFile('/api/Pricetag/PrintPriceTag', { CarId: carId, ...options });
};
