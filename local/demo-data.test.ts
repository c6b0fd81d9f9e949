import { describe, expect, it } from 'vitest';
import { carSchema } from '../domain/cars/car.ts';
import { customerSchema } from '../domain/customers/customer.ts';
import { passesCvrCheck } from './demo-customers.ts';
import { demoData } from './demo-data.ts';
import { testOrganisation } from './second-conglomerate.ts';

describe('the demo data', () => {
  it('has every demo login of the product context exactly once', () => {
    const usernames = demoData.users.map((user) => user.Username);
    expect(usernames).toEqual([
      'admin@demo.dk',
      'ejer@demo.dk',
      'forretningsfoerer@demo.dk',
      'salgschef@demo.dk',
      'saelger@demo.dk',
      'mekaniker@demo.dk',
      'klargoering@demo.dk',
      'bogholder@demo.dk',
      'konsulent@demo.dk',
      'saelger.aalborg@demo.dk',
      'saelger.vejle@demo.dk',
      'salgschef.aalborg@demo.dk',
      'mekaniker.aalborg@demo.dk',
    ]);
    expect(new Set(demoData.users.map((user) => user.UserId)).size).toBe(demoData.users.length);
  });

  it('places every user in a department that exists, the Vejle salesman in the start package', () => {
    const departments = new Map(demoData.departments.map((d) => [d.DealerId, d]));
    for (const user of demoData.users) expect(departments.has(user.DealerId)).toBe(true);
    const vejle = demoData.users.find((user) => user.Username === 'saelger.vejle@demo.dk')!;
    expect(departments.get(vejle.DealerId)?.SubscriptionPackageName).toBe('start');
  });
});

describe('the demo customers and stock cars', () => {
  const departments = demoData.departments.map((department) => department.DealerId);

  it('has about 25 customers per department, a few of them business customers, all valid', () => {
    for (const dealerId of departments) {
      const customers = demoData.customers.filter((customer) => customer.DealerId === dealerId);
      expect(customers.length).toBeGreaterThanOrEqual(24);
      expect(customers.length).toBeLessThanOrEqual(26);
      expect(customers.filter((customer) => customer.Customer.IsBusiness).length).toBeGreaterThanOrEqual(3);
    }
    for (const { Customer } of demoData.customers) {
      const customer = customerSchema.parse(Customer);
      expect(customer.ZipCode).toMatch(/^\d{4}$/);
      for (const phone of [customer.Phone, customer.CellPhone].filter(Boolean)) expect(phone).toMatch(/^\d{8}$/);
      if (customer.Email) expect(customer.Email).toMatch(/example\.dk$/);
    }
  });

  it('numbers users, customers and cars 1.. without gaps, as their sequences hand them out, the tests\' second dealer group included', () => {
    for (const data of [demoData, testOrganisation]) {
      expect(data.users.map((user) => user.UserId)).toEqual(data.users.map((_, index) => String(index + 1)));
      expect(data.customers.map((customer) => customer.CustomerId)).toEqual(data.customers.map((_, index) => String(index + 1)));
      expect(data.cars.map((car) => car.CarId)).toEqual(data.cars.map((_, index) => String(index + 1)));
    }
  });

  it('gives no real CVR number: every one fails the modulus-11 check', () => {
    const cvrs = demoData.customers.flatMap(({ Customer }) => (Customer.IsBusiness && Customer.Cvr ? [Customer.Cvr] : []));
    expect(cvrs.length).toBeGreaterThan(0);
    for (const cvr of cvrs) expect(passesCvrCheck(cvr)).toBe(false);
    expect(passesCvrCheck('10150817')).toBe(true); // the check itself, on a number that passes it
  });

  it('has 30 valid stock cars per department with unique plates, chassis and vehicle numbers, two of them sold', () => {
    for (const dealerId of departments) {
      const cars = demoData.cars.filter((car) => car.DealerId === dealerId);
      expect(cars).toHaveLength(30);
      expect(cars.filter((car) => car.Sold)).toHaveLength(2);
    }
    const parsed = demoData.cars.map(({ Car }) => carSchema.parse({ ...Car, InStockSince: '2026-01-01' }));
    for (const car of parsed) {
      expect(car.RegistrationNumber).toMatch(/^[A-Z]{2}\d{5}$/);
      expect(car.ChassisNumber).toHaveLength(17);
      expect(car.CashPrice).toBeGreaterThan(30_000);
      expect(Number(car.RegistrationDate?.slice(0, 4))).toBe(car.ModelYear);
    }
    for (const field of ['RegistrationNumber', 'ChassisNumber', 'VehicleNumber'] as const) {
      expect(new Set(parsed.map((car) => car[field])).size).toBe(parsed.length);
    }
  });
});
