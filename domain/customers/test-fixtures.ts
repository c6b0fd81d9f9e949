import type { CustomerCarData } from '../../events/customer-cars.ts';
import { sampleSwapCar } from '../customer-cars/test-fixtures.ts';
import { customerSchema, type Customer } from './customer.ts';

/**
 * The customers the tests and benchmarks of the customer list start from: one private customer with a CPR, a car of a
 * customer, and the customers of a generated department (Danish names and addresses, every other one with a car).
 */

/** Karen Ødegaard of Aarhus C, a prospect with a CPR, a cell phone and an e-mail, the account manager 5's own. */
export const sampleCustomer: Customer = customerSchema.parse({
  IsBusiness: false,
  FirstName: 'Karen',
  LastName: 'Ødegaard',
  Cpr: '0304851234',
  Street: 'Østergade',
  StreetNumber: '3',
  ZipCode: '8000',
  City: 'Aarhus C',
  CellPhone: '31 32 33 34',
  Email: 'Karen@Example.dk',
  Category: 0,
  AccountManagerId: '5',
});

/** A car of the customer: the sample swap car with the plate, make and model given (its title is make and model). */
export const sampleCustomerCar = (customerId: string, registrationNumber: string, make: string, model: string, mileage = sampleSwapCar.Mileage): CustomerCarData => ({
  ...sampleSwapCar,
  CustomerId: customerId,
  RegistrationNumber: registrationNumber,
  ChassisNumber: '',
  Mileage: mileage,
  Variant: { ...sampleSwapCar.Variant, Title: `${make} ${model}`, Make: make, Model: model, Motor: '' },
});

const FIRST_NAMES = ['Anne', 'Bo', 'Camilla', 'Dorthe', 'Erik', 'Frederik', 'Grethe', 'Hans', 'Ida', 'Jens', 'Karen', 'Lars', 'Mette', 'Niels', 'Ole', 'Pia', 'Søren', 'Trine', 'Ulla', 'Åse'];
const LAST_NAMES = ['Jensen', 'Nielsen', 'Hansen', 'Pedersen', 'Andersen', 'Christensen', 'Larsen', 'Sørensen', 'Rasmussen', 'Jørgensen', 'Petersen', 'Madsen', 'Kristensen', 'Olsen', 'Thomsen', 'Østergaard', 'Ærtebjerg', 'Bøgh', 'Holm', 'Mikkelsen'];
const STREETS = ['Vestergade', 'Østergade', 'Søndergade', 'Nørregade', 'Algade', 'Skolevej', 'Kirkevej', 'Åboulevarden', 'Ringvejen', 'Møllevej'];
const PLACES = [['8000', 'Aarhus C'], ['8200', 'Aarhus N'], ['8230', 'Åbyhøj'], ['8260', 'Viby J'], ['8600', 'Silkeborg'], ['7100', 'Vejle'], ['9000', 'Aalborg'], ['8900', 'Randers C']] as const;
const CARS = [['VW', 'Golf'], ['VW', 'Passat'], ['Toyota', 'Yaris'], ['Toyota', 'Corolla'], ['Škoda', 'Octavia'], ['Ford', 'Focus'], ['Peugeot', '208'], ['Kia', 'Ceed'], ['Tesla', 'Model 3'], ['Volvo', 'V60']] as const;

/** Customer number `n` of a generated department, its id and its cars' ids. */
export interface GeneratedCustomer {
  customerId: string;
  customer: Customer;
  cars: { carId: string; car: CustomerCarData }[];
}

/**
 * Customer number `n` of a generated department: a private customer of Danish name and address, every other one with a
 * car and every tenth with a second; `category(n)` says whether it is a customer (1) or a prospect (0); every seventh is
 * `accountManagerId`'s own.
 */
export const generatedCustomer = (n: number, options: { category: (n: number) => 0 | 1; accountManagerId: string; street?: string }): GeneratedCustomer => {
  const customerId = String(7_000_000 + n);
  const [zip, city] = PLACES[n % PLACES.length]!;
  const customer = customerSchema.parse({
    IsBusiness: false,
    FirstName: FIRST_NAMES[n % FIRST_NAMES.length],
    LastName: LAST_NAMES[Math.floor(n / FIRST_NAMES.length) % LAST_NAMES.length],
    Cpr: '',
    Street: options.street ?? STREETS[n % STREETS.length],
    StreetNumber: String(1 + (n % 120)),
    ZipCode: zip,
    City: city,
    CellPhone: String(20_000_000 + n),
    Email: `kunde${n}@example.dk`,
    Category: options.category(n),
    AccountManagerId: n % 7 === 0 ? options.accountManagerId : null,
  });
  const count = n % 10 === 0 ? 2 : n % 2 === 0 ? 1 : 0;
  const cars = Array.from({ length: count }, (_, index) => {
    const number = n * 2 + index;
    const [make, model] = CARS[number % CARS.length]!;
    const plate = `${String.fromCharCode(65 + (number % 26))}${String.fromCharCode(65 + (Math.floor(number / 26) % 26))}${String(number % 100_000).padStart(5, '0')}`;
    return { carId: String(8_000_000 + number), car: sampleCustomerCar(customerId, plate, make, model, 10_000 + (number % 200) * 1_000) };
  });
  return { customerId, customer, cars };
};
