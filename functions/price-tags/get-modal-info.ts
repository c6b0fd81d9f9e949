import { deliveryCost, motorVariantNumberOfDoors } from '../../domain/price-tags/price-tag-content.ts';
import { query } from '../platform/http/endpoint.ts';
import { querySchema, scopedId } from '../platform/http/request-schemas.ts';
import { priceTagCar } from './price-tag-car.ts';
import { modalInfoResponse } from './responses.ts';

/**
 * GET /api/pricetag/GetPriceTagModalInfo?carId → what the price-tag modal starts from (spec part 1 §3 "Price tag"):
 * the car's description, extra-equipment text and its prices by price type.
 */
export const handler = query({
  summary: 'Prisskiltets udgangspunkt for en lagerbil: beskrivelse, ekstraudstyr og priser.',
  responses: { 200: modalInfoResponse },
  query: querySchema({ carId: scopedId('car', 'carId', 'Bil-id') }),
  run: async ({ query: params, session }) => {
    const car = await priceTagCar(session, params.carId);
    return {
      CarId: car.Id,
      ModelDescription: { MotorVariantNumberOfDoors: motorVariantNumberOfDoors(car), Make: car.Make, Model: car.Model },
      ExtraEquipmentText: car.ExtraEquipmentText,
      RetailPrice: car.RetailPrice,
      DeliveryCost: deliveryCost(car),
      CashPrice: car.CashPrice ?? car.RetailPrice,
      PriceWithNoTax: car.PriceWithNoTax,
      WholesalePrice: car.WholesalePrice,
      LeasePayment: car.LeasePayment,
      VehicleNumber: car.VehicleNumber,
      ChassisNumber: car.ChassisNumber,
      HasPicture: car.PictureCount > 0,
    };
  },
});
