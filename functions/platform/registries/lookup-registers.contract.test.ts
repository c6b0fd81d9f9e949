import { describe, expect, it } from 'vitest';
import { isDeceased } from '../../../domain/customers/lookup.ts';
import { guardedBusinessRegister, type BusinessRegister } from './business-register.ts';
import { sandboxBusinessRegister } from './business-register-sandbox.ts';
import { SANDBOX_COMPANIES, SANDBOX_LOOKUP_NUMBERS, SANDBOX_PEOPLE } from './lookup-sandbox-data.ts';
import { guardedPersonRegister, type PersonRegister } from './person-register.ts';
import { sandboxPersonRegister } from './person-register-sandbox.ts';
import { guardedPhoneDirectory, type PhoneDirectory } from './phone-directory.ts';
import { sandboxPhoneDirectory } from './phone-directory-sandbox.ts';
import { RegistryUnavailable } from './registry-guard.ts';

const FAST = { timeoutMs: 200 };

/** The person register's contract, for every adapter behind the guard. */
const personRegisterContract = (name: string, adapter: () => PersonRegister) =>
  describe(`person register contract: ${name}`, () => {
    it('answers a known CPR number with the person, gender from the number and status', async () => {
      const sample = SANDBOX_PEOPLE[0]!;
      const answer = await guardedPersonRegister(adapter()).byCpr(sample.Cpr);
      expect(answer).toEqual({ Person: expect.objectContaining({ Cpr: sample.Cpr, FirstName: sample.FirstName, LastName: sample.LastName, Status: 1 }) });
      expect(typeof answer === 'object' && answer.Person.Gender).toBe(Number(sample.Cpr.at(-1)) % 2 === 1 ? 1 : 2);
    });

    it('answers unknown, protected and deceased people as the register does', async () => {
      const register = guardedPersonRegister(adapter());
      expect(await register.byCpr(SANDBOX_LOOKUP_NUMBERS.cpr.unknown)).toBe('unknown');
      expect(await register.byCpr(SANDBOX_LOOKUP_NUMBERS.cpr.protected)).toBe('protected');
      const deceased = await register.byCpr(SANDBOX_LOOKUP_NUMBERS.cpr.deceased);
      expect(typeof deceased === 'object' && isDeceased(deceased.Person)).toBe(true);
    });

    it('fails as unavailable when down or hanging, naming the register and never the number', async () => {
      const register = guardedPersonRegister(adapter(), FAST);
      for (const cpr of [SANDBOX_LOOKUP_NUMBERS.cpr.down, SANDBOX_LOOKUP_NUMBERS.cpr.hangs]) {
        const failure = await register.byCpr(cpr).catch((error: unknown) => error);
        expect(failure).toBeInstanceOf(RegistryUnavailable);
        expect(JSON.stringify(failure, Object.getOwnPropertyNames(failure))).not.toContain(cpr);
        expect(String((failure as Error).cause)).not.toContain(cpr);
      }
    });
  });

const phoneDirectoryContract = (name: string, adapter: () => PhoneDirectory) =>
  describe(`phone directory contract: ${name}`, () => {
    it("finds the person of a mobile or landline number: the person the CPR number finds, without the CPR number", async () => {
      const directory = guardedPhoneDirectory(adapter());
      const person = SANDBOX_PEOPLE.find((each) => each.Phone && each.CellPhone && each.Status !== 90)!;
      const byCell = await directory.byPhone(person.CellPhone);
      expect(byCell).toEqual({ ...person, Cpr: '', Status: null });
      expect(await directory.byPhone(person.Phone)).toEqual(byCell);
    });

    it('answers null for an unknown number, and fails as unavailable when down or hanging', async () => {
      const directory = guardedPhoneDirectory(adapter(), FAST);
      expect(await directory.byPhone(SANDBOX_LOOKUP_NUMBERS.phone.unknown)).toBeNull();
      await expect(directory.byPhone(SANDBOX_LOOKUP_NUMBERS.phone.down)).rejects.toBeInstanceOf(RegistryUnavailable);
      await expect(directory.byPhone(SANDBOX_LOOKUP_NUMBERS.phone.hangs)).rejects.toBeInstanceOf(RegistryUnavailable);
    });
  });

const businessRegisterContract = (name: string, adapter: () => BusinessRegister) =>
  describe(`business register contract: ${name}`, () => {
    it('finds a company by its CVR number and by its phone number, the same company', async () => {
      const register = guardedBusinessRegister(adapter());
      const company = SANDBOX_COMPANIES[0]!;
      expect(await register.byCvr(company.Cvr)).toEqual(company);
      expect(await register.byPhone(company.Phone)).toEqual(company);
    });

    it('answers null for unknown numbers, and fails as unavailable when down or hanging', async () => {
      const register = guardedBusinessRegister(adapter(), FAST);
      expect(await register.byCvr(SANDBOX_LOOKUP_NUMBERS.cvr.unknown)).toBeNull();
      expect(await register.byPhone(SANDBOX_LOOKUP_NUMBERS.cvr.unknown)).toBeNull();
      await expect(register.byCvr(SANDBOX_LOOKUP_NUMBERS.cvr.down)).rejects.toBeInstanceOf(RegistryUnavailable);
      await expect(register.byPhone(SANDBOX_LOOKUP_NUMBERS.cvr.hangs)).rejects.toBeInstanceOf(RegistryUnavailable);
    });
  });

personRegisterContract('sandbox', () => sandboxPersonRegister());
phoneDirectoryContract('sandbox', () => sandboxPhoneDirectory());
businessRegisterContract('sandbox', () => sandboxBusinessRegister());

describe('the sandbox registers', () => {
  it('hold a few dozen people and companies with unique numbers, none of them the failing sample numbers', () => {
    expect(SANDBOX_PEOPLE.length).toBeGreaterThanOrEqual(30);
    expect(SANDBOX_COMPANIES.length).toBeGreaterThanOrEqual(15);
    const cprs = SANDBOX_PEOPLE.map((person) => person.Cpr);
    expect(new Set(cprs).size).toBe(cprs.length);
    expect(cprs.every((cpr) => /^\d{10}$/.test(cpr))).toBe(true);
    const phones = [...SANDBOX_PEOPLE.flatMap((person) => [person.Phone, person.CellPhone]), ...SANDBOX_COMPANIES.map((company) => company.Phone)].filter(Boolean);
    expect(new Set(phones).size).toBe(phones.length);
    expect(phones.every((phone) => /^\d{8}$/.test(phone))).toBe(true);
    const failing: string[] = [...Object.values(SANDBOX_LOOKUP_NUMBERS.phone), ...Object.values(SANDBOX_LOOKUP_NUMBERS.cvr)];
    expect(phones.filter((phone) => failing.includes(phone))).toEqual([]);
    expect(cprs).not.toContain(SANDBOX_LOOKUP_NUMBERS.cpr.unknown);
  });

  it("are down on every call with 'sandbox-down'", async () => {
    await expect(guardedPersonRegister(sandboxPersonRegister({ down: true })).byCpr(SANDBOX_PEOPLE[0]!.Cpr)).rejects.toBeInstanceOf(RegistryUnavailable);
    await expect(guardedPhoneDirectory(sandboxPhoneDirectory({ down: true })).byPhone(SANDBOX_PEOPLE[0]!.CellPhone)).rejects.toBeInstanceOf(RegistryUnavailable);
    await expect(guardedBusinessRegister(sandboxBusinessRegister({ down: true })).byCvr(SANDBOX_COMPANIES[0]!.Cvr)).rejects.toBeInstanceOf(RegistryUnavailable);
  });

  it('the business register keeps its answers, never its failures, and hands out copies', async () => {
    let calls = 0;
    const inner = sandboxBusinessRegister();
    const counting: BusinessRegister = { byCvr: (cvr) => ((calls += 1), inner.byCvr(cvr)), byPhone: (phone) => ((calls += 1), inner.byPhone(phone)) };
    const register = guardedBusinessRegister(counting, FAST);
    const first = await register.byCvr(SANDBOX_COMPANIES[1]!.Cvr);
    first!.CompanyName = 'Ændret';
    expect(await register.byCvr(SANDBOX_COMPANIES[1]!.Cvr)).toEqual(SANDBOX_COMPANIES[1]);
    expect(calls).toBe(1);
    await expect(register.byCvr(SANDBOX_LOOKUP_NUMBERS.cvr.down)).rejects.toBeInstanceOf(RegistryUnavailable);
    await expect(register.byCvr(SANDBOX_LOOKUP_NUMBERS.cvr.down)).rejects.toBeInstanceOf(RegistryUnavailable);
    expect(calls).toBe(3);
  });
});
