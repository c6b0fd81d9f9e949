import { describe, expect, it } from 'vitest';
import { daysInStockBars, reminderCounts, stockSummary } from './widgets.ts';

describe('stock summary', () => {
  it('counts the cars, averages their days in stock and adds up their prices', () => {
    expect(stockSummary([{ DaysInStock: 10, Price: 100_000 }, { DaysInStock: 21, Price: 50_000 }, { DaysInStock: 0, Price: null }])).toEqual({
      AvgStockDays: 10,
      NumberOfCars: 3,
      StockValue: 150_000,
    });
  });

  it('shows zeros for an empty stock', () => {
    expect(stockSummary([])).toEqual({ AvgStockDays: 0, NumberOfCars: 0, StockValue: 0 });
  });
});

describe('days in stock bars', () => {
  it('puts each car in the bar whose days include its own, the edges included', () => {
    const bars = daysInStockBars([0, 30, 31, 60, 61, 90, 91, 400].map((days) => ({ DaysInStock: days, Price: null })));
    expect(bars).toEqual([
      { Label: '0-30 dage', Frequency: 2, DaysFrom: 0, DaysTo: 30 },
      { Label: '31-60 dage', Frequency: 2, DaysFrom: 31, DaysTo: 60 },
      { Label: '61-90 dage', Frequency: 2, DaysFrom: 61, DaysTo: 90 },
      { Label: '91+ dage', Frequency: 2, DaysFrom: 91, DaysTo: null },
    ]);
  });
});

describe('reminder counts', () => {
  it('counts, for every reminder, the cars due for it, a car counting under several', () => {
    const cars = [
      { id: 'a', due: ['NoPictures', 'NoMileage'] },
      { id: 'b', due: ['NoPictures'] },
      { id: 'c', due: [] },
    ];
    expect(reminderCounts(cars, (car, reminder) => car.due.includes(reminder))).toEqual({
      InternalCars: 0,
      NoDescription: 0,
      NoMileage: 1,
      NoPictures: 2,
      ExpiringCars: 0,
      ExpiredCars: 0,
    });
  });
});
