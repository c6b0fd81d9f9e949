import * as z from 'zod';
import { toOre, type Ore } from './money.ts';
import { grossOfNet, netOfGross } from './vat.ts';

/**
 * Extra equipment (spec part 2 §3 "Extra equipment", §4, §5, §9): category 0 dealer-created (Eget oprettet), 1 factory
 * (Anmeldt); the rules of the create and edit modals with the spec's Danish texts; a dealer's own used-vehicle
 * equipment as the dealer keeps it.
 */
export const EQUIPMENT_CATEGORIES = { 0: 'Eget oprettet', 1: 'Anmeldt' } as const;
export type EquipmentCategory = keyof typeof EQUIPMENT_CATEGORIES;
export const EQUIPMENT_MAX = 1_000_000;

export const EquipmentMessages = {
  title: 'Ekstraudstyr',
  description: 'Beskrivelse skal udfyldes.',
  number: 'Indtast et gyldigt tal.',
  max: 'Beløbet må maks være 1.000.000.',
  negativeCost: 'Ekstraudstyret har en negativ pris og kan derfor ikke tilføjes.',
  created: 'Ekstraudstyr er oprettet',
  updated: 'Ekstraudstyr er rettet',
  deleted: 'Ekstraudstyr er blevet slettet',
  deleteQuestion: 'Vil du slette ekstraudstyret?',
  notFound: 'Ekstraudstyret findes ikke.',
} as const;

const money = z.number({ error: EquipmentMessages.number }).max(EQUIPMENT_MAX, EquipmentMessages.max);

/** The fields of the create/edit modal and of `POST /api/UsedVehicleExtraEquipment/Save`. */
export const dealerEquipmentSchema = z.object({
  Id: z.string().max(40).nullish(),
  Description: z.string({ error: EquipmentMessages.description }).trim().min(1, EquipmentMessages.description).max(500),
  Comment: z.string().max(2_000).nullish(),
  ReferenceNumber: z.string().max(100).nullish(),
  CostWithoutVat: money.min(0, EquipmentMessages.negativeCost),
  ProfitWithoutVat: money.min(-EQUIPMENT_MAX, EquipmentMessages.max),
  Vat: z.number({ error: EquipmentMessages.number }).min(0).max(EQUIPMENT_MAX).nullish(),
  PriceEnteredWithVatAndProfit: z.boolean().nullish(),
});
export type DealerEquipmentInput = z.input<typeof dealerEquipmentSchema>;

/** Dealer-created sales price = cost + profit + VAT (øre). */
export const dealerEquipmentPrice = (cost: Ore, profit: Ore): { vat: Ore; total: Ore } => {
  const total = grossOfNet(cost + profit);
  return { vat: total - (cost + profit), total };
};

/**
 * 'Price entered with VAT' (spec part 2 §4): switching it resets the profit to 0. With it on, the typed amount is the
 * price incl. VAT; the cost is its net amount.
 */
export const togglePriceEnteredWithVat = (item: { CostWithoutVat: number; ProfitWithoutVat: number }, on: boolean, typedGross?: number) => {
  const cost = on && typedGross !== undefined ? netOfGross(toOre(typedGross)) / 100 : item.CostWithoutVat;
  return { CostWithoutVat: cost, ProfitWithoutVat: 0, PriceEnteredWithVatAndProfit: on };
};

/** Equipment with a negative cost cannot be added (spec part 2 §4, §5). */
export const mayAdd = (item: { CostWithoutVat: number }): boolean => item.CostWithoutVat >= 0;

/** The list is split into factory (Anmeldt) and dealer-created (Eget oprettet). */
export const splitEquipment = <T extends { Category: EquipmentCategory }>(items: readonly T[]): { factory: T[]; dealer: T[] } => ({
  factory: items.filter((item) => item.Category === 1),
  dealer: items.filter((item) => item.Category === 0),
});
