import * as z from 'zod';
import { carRentalView, caseData } from '../../events/cases.ts';
import { CASE_COMMANDS } from './available-commands.ts';
import { CaseStatus } from './status.ts';

/**
 * GET /api/Case/Get and GET /api/Case/New: the case as the case page shows it, the one contract of the server that
 * answers it and the SPA that reads it. Every stored field of the case is there, null when empty (the rental as the
 * API shows it, with the prices the server computes), with what the server adds: names, title, status, version, and
 * the commands the caller may give the case now (`AllowedActions`, from `availableCommands`).
 */
export const caseModelSchema = caseData
  .required()
  .extend({
    CarRental: carRentalView.extend({ pricePerDay: z.number().nullable(), pricePerKm: z.number().nullable() }).nullable(),
    /** Null for a case not yet saved (`Case/New`). */
    Id: z.string().nullable(),
    DealerId: z.string(),
    Status: z.literal(Object.values(CaseStatus)),
    StatusText: z.string(),
    CaseManagerName: z.string().nullable(),
    CustomerName: z.string().nullable(),
    Customer2Name: z.string().nullable(),
    SwapCarTitle: z.string().nullable(),
    Title: z.string(),
    IsFactoryNew: z.boolean(),
    CreatedDate: z.string().nullable(),
    ModifiedDate: z.string().nullable(),
    /** The version of the case shown (0 before it is saved); the ETag carries it too. */
    Version: z.number().int().min(0),
    Delivered: z.boolean(),
    /** The day the case's vehicle was created as a stock car (YYYY-MM-DD): the case counts as transferred. */
    TransferCaseDate: z.string().nullable(),
    /** 'Mangler bil', 'Mangler kunde' or 'Mangler bil og kunde' when the case cannot print yet. */
    MissingForPrint: z.string().nullable(),
    /** A locking finance offer exists (spec part 2 §4): the car cannot be removed. */
    IsLocked: z.boolean(),
    /** What the caller may do with the case now: what its state takes and the route table lets the caller do. */
    AllowedActions: z.array(z.enum(CASE_COMMANDS)),
  })
  .strict();
export type CaseModel = z.infer<typeof caseModelSchema>;
