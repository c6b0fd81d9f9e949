import type { RoleFlag } from '../../../../../domain/roles.ts';
import type { StockSortKey } from '../api/own-car-search.ts';
import type { StockListItem } from '../api/types.ts';

/** A column of the own-cars grid (spec part 1 §3 "Stock car list row"). */
export interface OwnCarColumn {
  accessor: keyof StockListItem;
  title: string;
  width: number;
  /** The server's sort key, where the column sorts. */
  sort?: StockSortKey;
  /** Amounts and counts line up on the right. */
  numeric?: boolean;
}

/**
 * The grid's columns in the spec's order. The price indicator (market data) keeps its place for dealers with the
 * market insights function, empty until the market data fills it; the sold tab adds the sale.
 */
export const ownCarColumns = (flags: readonly RoleFlag[], sold: boolean): OwnCarColumn[] => [
  { accessor: 'Type', title: 'Type', width: 110, sort: 'Type' },
  { accessor: 'Make', title: 'Mærke', width: 110, sort: 'Make' },
  { accessor: 'Model', title: 'Model', width: 200, sort: 'Model' },
  { accessor: 'FirstRegistrationDate', title: '1. reg.', width: 110, sort: 'FirstRegistrationDate' },
  { accessor: 'LeasePayment', title: 'Leasing', width: 90, sort: 'LeasePayment', numeric: true },
  { accessor: 'LeasingPriceModified', title: 'Leasing ændret', width: 135 },
  { accessor: 'Mileage', title: 'Km', width: 90, sort: 'Mileage', numeric: true },
  { accessor: 'CashPrice', title: 'Kontantpris', width: 125, sort: 'CashPrice', numeric: true },
  ...(flags.includes('market_insights') ? [{ accessor: 'CurrentRangeColor' as const, title: 'Prisindikator', width: 110 }] : []),
  { accessor: 'RetailPriceModified', title: 'Pris ændret', width: 115 },
  { accessor: 'Price', title: 'Pris ekskl. lev.', width: 140, sort: 'Price', numeric: true },
  { accessor: 'Status', title: 'Status', width: 130, sort: 'Status' },
  { accessor: 'InternalExternal', title: 'Visning', width: 90, sort: 'InternalExternal' },
  { accessor: 'Branch', title: 'Afdeling', width: 150, sort: 'Branch' },
  { accessor: 'VehicleNumber', title: 'Vognnr.', width: 90, sort: 'VehicleNumber' },
  { accessor: 'FuelType', title: 'Drivmiddel', width: 100, sort: 'FuelType' },
  { accessor: 'DaysInStock', title: 'Lagerdage', width: 100, sort: 'DaysInStock', numeric: true },
  { accessor: 'ExternalDays', title: 'Eksterne dage', width: 135, sort: 'ExternalDays', numeric: true },
  { accessor: 'ModifiedDate', title: 'Ændret', width: 115, sort: 'ModifiedDate' },
  { accessor: 'Pictures', title: 'Billeder', width: 90, sort: 'Pictures', numeric: true },
  { accessor: 'HasVideo', title: 'Video', width: 70 },
  { accessor: 'Has360Image', title: '360°', width: 70 },
  { accessor: 'ResponsibleUser', title: 'Ansvarlig', width: 150, sort: 'ResponsibleUser' },
  ...(sold
    ? [
        { accessor: 'SalesPriceType' as const, title: 'Salgspristype', width: 135, sort: 'SalesPriceType' as const },
        { accessor: 'SalesDate' as const, title: 'Salgsdato', width: 115, sort: 'SalesDate' as const },
        { accessor: 'SalesPrice' as const, title: 'Salgspris', width: 110, sort: 'SalesPrice' as const, numeric: true },
      ]
    : []),
];
