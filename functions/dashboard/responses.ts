import * as z from 'zod';
import { FUNNEL_STAGES, type FunnelStage } from '../../domain/analytics/lead-funnel.ts';

/** GET /api/summarywidget/ (document 2 §3 "Widgets data": Summary). */
export const summaryWidgetResponse = z.object({
  AvgStockDays: z.number(),
  NumberOfCars: z.number(),
  StockValue: z.number(),
});

/** GET /api/reminderwidget/: the number of stock cars due for each reminder, the caller's own or the department's. */
export const reminderWidgetResponse = z.object({
  SearchType: z.enum(['dealer', 'responsibleuser']),
  InternalCars: z.number(),
  NoDescription: z.number(),
  NoMileage: z.number(),
  NoPictures: z.number(),
  ExpiringCars: z.number(),
  ExpiredCars: z.number(),
});

/** GET /api/daysinstockwidget/: the bars of the days-in-stock chart (DaysTo null: the last, open bar). */
export const daysInStockWidgetResponse = z.array(
  z.object({
    Label: z.string(),
    Frequency: z.number(),
    DaysFrom: z.number(),
    DaysTo: z.number().nullable(),
  }),
);

const stageCounts = Object.fromEntries(FUNNEL_STAGES.map((stage) => [stage, z.number().int().nonnegative()])) as Record<FunnelStage, z.ZodNumber>;

/** GET /api/leadfunnelwidget */
export const leadFunnelResponse = z.object({
  ManagementLevel: z.union([z.literal(0), z.literal(1)]),
  MayReadDepartment: z.boolean().describe('Om den, der spørger, må se afdelingens salgstragt.'),
  Months: z.array(z.object({ Month: z.string().describe('YYYY-MM'), ...stageCounts })).describe('Hver måned i perioden, ældste først, også tomme måneder.'),
  Salespeople: z.array(z.object({ UserId: z.string(), Name: z.string(), ...stageCounts })).describe('Hver sælger med en sag i perioden, flest sager først.'),
  Total: z.object(stageCounts),
});
