import * as z from 'zod';
import { carSchema } from '../../domain/cars/car.ts';
import { danishToday } from '../../domain/format.ts';
import { danishBody, querySchema, scopedId, withIdFields } from '../platform/http/request-schemas.ts';

/** The car page's body: every field of "Car (details)"; a new car's stock date is today unless given. */
export const carBody = danishBody(
  z.preprocess(
    (value) =>
      value && typeof value === 'object' && !Array.isArray(value) && !(value as Record<string, unknown>).InStockSince
        ? { ...value, InStockSince: danishToday() }
        : value,
    carSchema,
  ),
);

withIdFields(carBody, { ResponsibleUserId: 'user' });

export const carIdQuery = querySchema({ id: scopedId('car', 'id', 'Bil-id') });
