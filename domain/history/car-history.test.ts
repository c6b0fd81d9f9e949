import { describe, expect, it } from 'vitest';
import type { DomainEvent } from '../../events/catalogue.ts';
import { sampleStockCar as car } from '../cars/test-fixtures.ts';
import { describeCarEvent, evolveCarHistory } from './car-history.ts';

const texts = (event: DomainEvent, before = car) => describeCarEvent(event, before).map((told) => told.Text);

describe('a stock car’s history', () => {
  it('tells the car created with its title and price', () =>
    expect(texts({ type: 'CarCreated', data: { CarId: '55', DealerId: '101', Car: car } }, undefined)).toEqual([
      'Bilen er oprettet: Skoda Octavia Combi 1,5 TSI e-TEC Style DSG.',
      'Kontantpris: 229.900 kr.',
    ]));

  it('tells a price change with the price before and after', () =>
    expect(texts({ type: 'CarUpdated', data: { Car: { ...car, CashPrice: 76_900 } } }, { ...car, CashPrice: 74_900 })).toEqual([
      'Kontantpris ændret fra 74.900 kr. til 76.900 kr.',
    ]));

  it('tells every field that changed in one save', () =>
    expect(texts({ type: 'CarUpdated', data: { Car: { ...car, Mileage: 61_000, Status: 2, Color: 'Sort' } } })).toEqual([
      'Kilometerstand ændret fra 58.000 km til 61.000 km.',
      'Farve ændret fra Grå metal til Sort.',
      'Status ændret fra På lager til Reserveret.',
    ]));

  it('tells a new responsible salesperson without repeating ids', () =>
    expect(texts({ type: 'CarUpdated', data: { Car: { ...car, ResponsibleUserId: '9' } } })).toEqual(['Ansvarlig sælger ændret.']));

  it('tells a save that changed nothing', () => expect(texts({ type: 'CarUpdated', data: { Car: car } })).toEqual(['Bilen er gemt uden ændringer.']));

  it('tells the sale with its date and price', () =>
    expect(texts({ type: 'CarSold', data: { SalesPrice: 225_000, IsRetailPrice: true, SoldDate: '2026-11-20' } })).toEqual([
      'Bilen er solgt den 20-11-2026 for 225.000 kr. (detailpris).',
    ]));

  it('tells a sale without its price type in one sentence', () =>
    expect(texts({ type: 'CarSold', data: { SalesPrice: 225_000, IsRetailPrice: null, SoldDate: '2026-11-20' } })).toEqual(['Bilen er solgt den 20-11-2026 for 225.000 kr.']));

  it('tells the transfer to another department', () =>
    expect(texts({ type: 'CarTransferred', data: { FromDealerId: '101', ToDealerId: '102', NewCarId: '77' } })).toEqual([
      'Bilen er overført til en anden afdeling (ny bil nr. 77).',
    ]));

  it('tells an event it has no words for plainly, never by its technical name', () =>
    expect(texts({ type: 'CaseClosed', data: {} })).toEqual(['Bilen er ændret.']));

  it('remembers the car as saved for the next event', () =>
    expect(evolveCarHistory(car, { type: 'CarUpdated', data: { Car: { ...car, CashPrice: 1 } } })?.CashPrice).toBe(1));
});
