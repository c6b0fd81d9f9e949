import { customerCarSchema, toCustomerCarData, type CustomerCarInput } from '../domain/customer-cars/customer-car.ts';
import { customerCarDecider, type CustomerCarEvent } from '../domain/customer-cars/decider.ts';
import { demoCustomerCarVehicle } from '../functions/platform/registries/sandbox-demo-cars.ts';
import { demoCustomers } from './demo-customers.ts';

/**
 * Demo customer cars (swap cars): one car for each of the first customers of every department, some with a bid.
 * Made-up registration and chassis numbers, which the sandbox registers' fleet knows; deterministic, so that tests
 * and screenshots can rely on it.
 */
export interface DemoCustomerCar {
  CarId: string;
  DealerId: string;
  Car: CustomerCarInput;
}

const CARS_PER_DEPARTMENT = 6;

export const buildDemoCustomerCars = (): DemoCustomerCar[] => {
  const cars: DemoCustomerCar[] = [];
  const departments = [...new Set(demoCustomers.map((customer) => customer.DealerId))];
  for (const dealerId of departments) {
    const owners = demoCustomers.filter((customer) => customer.DealerId === dealerId && !customer.Customer.IsBusiness).slice(0, CARS_PER_DEPARTMENT);
    owners.forEach((owner, index) => {
      const id = cars.length + 1;
      const { model, year, RegistrationNumber, RegistrationDate, ChassisNumber } = demoCustomerCarVehicle(id);
      const isVan = model.Type === 2;
      cars.push({
        CarId: String(id),
        DealerId: dealerId,
        Car: {
          CustomerId: owner.CustomerId,
          RegistrationNumber,
          RegistrationDate,
          ChassisNumber,
          InspectionDate: index % 3 === 0 ? `${year + 4}-0${1 + (id % 9)}-10` : null,
          Mileage: (2026 - year) * 14_500 + id * 310,
          FormerUse: 1,
          TimingBeltReplaced: index % 2 === 0 ? 1 : 2,
          TimingBeltReplacedAtMileage: index % 2 === 0 ? 120_000 : null,
          TimingBeltReplacedAtMileageDate: index % 2 === 0 ? `${year + 5}-05-01` : null,
          ServiceBook: 1,
          ParticleFilter: model.FuelType === 2,
          Damages: index === 2 ? 'Bule i bagklap' : '',
          SeverelyDamaged: 0,
          IsVatFree: false,
          IsVatFreeCar: false,
          TaxPaid: 1,
          NumberOfKeys: 1 + (index % 2),
          LatestBid: index % 2 === 1 ? 40_000 + id * 5_000 : null,
          Comment: '',
          Variant: {
            Title: `${model.Make} ${model.Model} ${model.Motor}`,
            Make: model.Make,
            Model: model.Model,
            Motor: model.Motor,
            NumberOfDoors: model.Doors,
            Type: model.Type,
            FuelType: model.FuelType,
            ModelYear: year,
            ProductionPeriodYearStart: year - 2,
            ProductionPeriodYearEnd: year + 3,
            IsVan: isVan,
            IsPassengerCar: !isVan,
          },
        },
      });
    });
  }
  return cars;
};

export const demoCustomerCars: DemoCustomerCar[] = buildDemoCustomerCars();

/** The events of one demo car, through the decider; a bid is recorded as given by the department's first salesperson. */
export const demoCustomerCarEvents = (demo: DemoCustomerCar, salesperson: string, branchName: string, now: Date): CustomerCarEvent[] => {
  const car = customerCarSchema.parse(demo.Car);
  return customerCarDecider.decide(
    {
      type: 'CreateCustomerCar',
      carId: demo.CarId,
      dealerId: demo.DealerId,
      car: toCustomerCarData(car, demo.Car.CustomerId as string),
      bid: { bidId: demo.CarId, caseId: null, createdByUserName: salesperson, createdDate: now.toISOString(), branchName },
    },
    customerCarDecider.initialState(),
  );
};
