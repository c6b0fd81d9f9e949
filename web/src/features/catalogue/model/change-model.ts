import { salesItemOfSpecification, type DrillDownVariant } from '../../../../../domain/catalogue/vehicle-data.ts';
import type { SalesItem } from '../../../../../events/cases.ts';

/**
 * The case's car described by another catalogue variant: the same car (its numbers, colour, mileage, price and stock
 * car stay), with the variant's make, model, title, fuel, type and production period; the model year chosen, else
 * the car's own.
 */
export const salesItemWithModelChanged = (item: SalesItem, variant: DrillDownVariant, year: number | null): SalesItem => {
  const next = salesItemOfSpecification({ variant, year: year ?? item.ModelYear ?? null, details: null, colorId: null }, item.Color ?? null);
  return {
    ...item,
    CarGuid: next.CarGuid,
    ModelCatalogueId: next.ModelCatalogueId,
    Title: next.Title,
    Make: next.Make,
    Model: next.Model,
    Variant: next.Variant,
    FuelType: next.FuelType,
    VehicleType: next.VehicleType,
    IsVan: next.IsVan,
    ModelYear: next.ModelYear,
    ProductionPeriodYearStart: next.ProductionPeriodYearStart,
    ProductionPeriodYearEnd: next.ProductionPeriodYearEnd,
  };
};
