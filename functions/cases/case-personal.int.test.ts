import { randomInt } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { caseData } from '../../events/cases.ts';
import { LocalKeyVault, PersonalData } from '../platform/personal-data.ts';
import { caseSubject, protectCaseData, revealCaseData, type CaseDataView } from './case-personal.ts';

const rental = {
  periodFrom: '2026-12-01',
  periodFromTime: '09:00',
  periodTo: '2026-12-03',
  periodToTime: '17:00',
  price: 1_500,
  isFullTank: true,
  hasAdditionalDriver: true,
  firstAdditionalDriverName: 'Søren Østergård',
  firstAdditionalDriverLicense: '12345678',
  hasForeignDriver: true,
  foreignDriverPassportNumber: 'P9876543',
  foreignDriverIssuingCountry: 'Sverige',
  foreignDriverIssueDate: '2020-05-01',
};

describe("the case's personal data (the rental's drivers) in DynamoDB Local", () => {
  it('is stored only encrypted with the case key, equally for equal drivers, and revealed whole', async () => {
    const personalData = new PersonalData(LocalKeyVault.random());
    const caseId = String(randomInt(1_000_000, 9_000_000));
    const view: CaseDataView = { CustomerId: '7', CarRental: rental };

    const stored = await protectCaseData(personalData, caseId, view);
    expect(caseData.parse(stored)).toEqual(stored);
    const json = JSON.stringify(stored);
    for (const secret of ['Søren', '12345678', 'P9876543', 'Sverige']) expect(json).not.toContain(secret);
    expect(stored.CarRental).toMatchObject({ periodFrom: '2026-12-01', price: 1_500, hasAdditionalDriver: true });
    // Saving the same drivers again seals them the same way, so the decider sees no change.
    expect(await protectCaseData(personalData, caseId, view)).toEqual(stored);
    const changed = await protectCaseData(personalData, caseId, { ...view, CarRental: { ...rental, firstAdditionalDriverName: 'Anne Ø' } });
    expect(changed.CarRental?.Drivers).not.toEqual(stored.CarRental?.Drivers);

    expect(await revealCaseData(personalData, caseId, stored)).toEqual({ CustomerId: '7', CarRental: rental });
    // A rental without drivers stores no personal data at all; no rental stays none.
    expect((await protectCaseData(personalData, caseId, { CarRental: { price: 10 } })).CarRental).toEqual({ price: 10, Drivers: null });
    expect(await protectCaseData(personalData, caseId, { CarRental: null })).toEqual({ CarRental: null });
  });

  it('shows empty drivers once the case key is forgotten (a deleted case)', async () => {
    const personalData = new PersonalData(LocalKeyVault.random());
    const caseId = String(randomInt(1_000_000, 9_000_000));
    const stored = await protectCaseData(personalData, caseId, { CarRental: rental });
    await personalData.forget(caseSubject(caseId));
    const revealed = await revealCaseData(new PersonalData(LocalKeyVault.random()), caseId, stored);
    expect(revealed.CarRental).toMatchObject({ price: 1_500, periodFrom: '2026-12-01' });
    expect(revealed.CarRental).not.toHaveProperty('firstAdditionalDriverName');
  });
});
