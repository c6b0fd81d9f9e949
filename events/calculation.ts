import * as z from 'zod';

/**
 * Events of the calculation: what a dealer decided about its own used-vehicle extra equipment (spec part 2 §7
 * "Extra equipment"), kept per dealer on `dealer-equipment#<dealerId>`. Amounts in kroner as typed.
 */
const dealerEquipment = z
  .object({
    Id: z.string().regex(/^\d{1,9}$/),
    Description: z.string().trim().min(1).max(500),
    Comment: z.string().max(2_000).nullable(),
    ReferenceNumber: z.string().max(100).nullable(),
    CostWithoutVat: z.number().min(0).max(1_000_000),
    ProfitWithoutVat: z.number().min(-1_000_000).max(1_000_000),
    Vat: z.number().min(0).max(1_000_000),
    PriceEnteredWithVatAndProfit: z.boolean(),
  })
  .strict();

export const calculationEvents = {
  /** Created or changed (the whole item). */
  DealerEquipmentSaved: dealerEquipment,
  DealerEquipmentDeleted: z.object({ Id: z.string().regex(/^\d{1,9}$/) }).strict(),
};
export type DealerEquipment = z.infer<typeof dealerEquipment>;
