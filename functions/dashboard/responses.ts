import * as z from 'zod';

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
