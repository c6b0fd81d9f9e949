import * as z from 'zod';

/**
 * Events of the vehicle data: a dealer's request for a variant the model catalogue lacks (spec part 1 §3 "New-variant
 * request"), kept as the record of what was sent to the provider. No customer's data: the car's specification, the
 * department and the requesting staff member's user id.
 */
const count = (max: number) => z.number().int().min(0).max(max);
export const variantRequest = z
  .object({
    CarType: z.string().min(1).max(50),
    Make: z.string().min(1).max(100),
    Year: z.number().int().min(1900).max(2050),
    Model: z.string().min(1).max(100),
    Engine: z.string().min(1).max(100),
    Effect: count(5_000),
    Propellant: z.string().min(1).max(50),
    Variant: z.string().min(1).max(200),
    Doors: count(9),
    Gear: z.string().min(1).max(50),
    MileagePerLiter: z.number().min(0).max(1_000),
    PriceFromNew: count(100_000_000).nullable(),
    NettoWeight: count(100_000).nullable(),
    TotalWeight: count(100_000).nullable(),
    TrailerWeight: count(100_000).nullable(),
    Acceleration: z.number().min(0).max(100).nullable(),
    MaxSpeed: count(1_000).nullable(),
    RegistrationNumber: z.string().max(17).nullable(),
  })
  .strict();
export type VariantRequestData = z.infer<typeof variantRequest>;

export const vehicleDataEvents = {
  VariantRequested: z
    .object({ RequestId: z.string().uuid(), DealerId: z.string().min(1), UserId: z.string().min(1), Request: variantRequest, RequestedAt: z.string().datetime() })
    .strict(),
} as const;
