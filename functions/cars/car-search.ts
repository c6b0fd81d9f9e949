import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { daysBetween, formatKr, formatNumber, toClientDate } from '../../domain/format.ts';
import type { Department } from '../platform/auth/dealer-directory.ts';
import { searchDepartments } from '../platform/read-models.ts';
import { searchFilter } from '../platform/search-text.ts';
import { ownCarListPartition, type OwnCarListRow } from './projections/own-car-list.ts';

/**
 * Searches the unsold stock cars of some departments (the car typeahead and its 'Se alle' grid): every word must occur
 * in the row's search text (make, model, variant, year, plate, vehicle and chassis number). Sorted as the stock list
 * sorts by default: make, then model, then title.
 */
export interface OwnCarSearch {
  departments: readonly Department[];
  words: readonly string[];
  /** Only the cars this user is responsible for (the 'User' scope). */
  responsibleUserId?: string;
}

const LIST_ATTRIBUTES = [
  'Id',
  'DealerId',
  'Title',
  'Type',
  'Make',
  'Model',
  'Variant',
  'ModelYear',
  'FirstRegistrationDate',
  'Mileage',
  'CashPrice',
  'Status',
  'FuelType',
  'VehicleNumber',
  'RegistrationNumber',
  'InStockSince',
  'ResponsibleUserId',
] as const;
export type OwnCarSearchRow = Pick<OwnCarListRow, (typeof LIST_ATTRIBUTES)[number]> & { Branch: string };

export const searchOwnCars = async (search: OwnCarSearch, client?: DynamoDBDocumentClient): Promise<OwnCarSearchRow[]> => {
  const words = searchFilter(search.words);
  const conditions = ['IsSold = :false', words.expression];
  const values: Record<string, unknown> = { ':false': false, ...words.values };
  if (search.responsibleUserId !== undefined) {
    conditions.push('ResponsibleUserId = :user');
    values[':user'] = search.responsibleUserId;
  }
  const found = await searchDepartments(search.departments, ownCarListPartition, { conditions, values, attributes: LIST_ATTRIBUTES }, client);
  return found
    .map(({ row, department }): OwnCarSearchRow => ({ ...(row as OwnCarSearchRow), Branch: department.Name }))
    .sort(
      (a, b) =>
        a.Make.localeCompare(b.Make, 'da') || a.Model.localeCompare(b.Model, 'da') || a.Title.localeCompare(b.Title, 'da') || Number(a.Id) - Number(b.Id),
    );
};

/** The typeahead's line under the title: plate, first registration, km and cash price. */
export const ownCarLookupText = (row: Pick<OwnCarSearchRow, 'RegistrationNumber' | 'FirstRegistrationDate' | 'Mileage' | 'CashPrice'>): string =>
  [
    row.RegistrationNumber,
    row.FirstRegistrationDate ? `1. reg. ${toClientDate(row.FirstRegistrationDate)}` : '',
    row.Mileage !== null ? `${formatNumber(row.Mileage)} km` : '',
    row.CashPrice !== null ? formatKr(row.CashPrice, 0) : '',
  ]
    .filter(Boolean)
    .join(' · ');

/** A car as the typeahead and the 'Se alle' grid show it (with the typeahead's Header and Text). */
export const ownCarItem = (row: OwnCarSearchRow, today: string) => ({
  Id: row.Id,
  Title: row.Title,
  Header: row.Title,
  Text: ownCarLookupText(row),
  Type: row.Type,
  Make: row.Make,
  Model: row.Model,
  Variant: row.Variant,
  ModelYear: row.ModelYear,
  FirstRegistrationDate: row.FirstRegistrationDate,
  Mileage: row.Mileage,
  CashPrice: row.CashPrice,
  Status: row.Status,
  VehicleNumber: row.VehicleNumber,
  RegistrationNumber: row.RegistrationNumber,
  DealerId: row.DealerId,
  Branch: row.Branch,
  DaysInStock: daysBetween(row.InStockSince, today),
});
