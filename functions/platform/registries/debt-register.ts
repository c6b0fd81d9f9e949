import { normaliseVehicleNumber } from '../../../domain/catalogue/vehicle-data.ts';
import { sandboxDebtRegister } from './debt-register-sandbox.ts';
import { REGISTRY_TIMEOUT_MS, withTimeout } from './registry-guard.ts';

/**
 * The debt register (the personal property register, bilbogen) port: whether a vehicle has registered debt, for the
 * swap car's debt check and the debt report (spec part 1 §3 "Car debt check result", §4 "Debt check"). A paid
 * service: answers are not cached, since debt is registered and released any day and each check is what the
 * dealer pays for. An adapter answers null when the register knows neither number and throws when it is down.
 */
export interface RegisteredDebt {
  Kind: string;
  Creditor: string;
  /** Whole kroner. */
  Amount: number;
  RegisteredDate: string;
}

export interface DebtRegisterAnswer {
  HasDebt: boolean;
  /** The numbers the register matched the car by: they may differ from those asked with. */
  ChassisNumber: string;
  RegistrationNumber: string;
  Make: string;
  Model: string;
  Debts: RegisteredDebt[];
}

export interface DebtQuery {
  chassisNumber?: string;
  registrationNumber?: string;
}

export interface DebtRegister {
  /** The car's registered debt, matched by chassis number first (it never changes), else by registration number. */
  check(query: DebtQuery): Promise<DebtRegisterAnswer | null>;
}

export const DEBT_REGISTER = 'debt register';

const normalised = (query: DebtQuery): DebtQuery => ({
  ...(query.chassisNumber?.trim() ? { chassisNumber: normaliseVehicleNumber(query.chassisNumber) } : {}),
  ...(query.registrationNumber?.trim() ? { registrationNumber: normaliseVehicleNumber(query.registrationNumber) } : {}),
});

/** An adapter with the time limit every call gets. */
export const guardedDebtRegister = (adapter: DebtRegister, options: { timeoutMs?: number } = {}): DebtRegister => ({
  check: (query) => withTimeout(DEBT_REGISTER, () => adapter.check(normalised(query)), options.timeoutMs ?? REGISTRY_TIMEOUT_MS),
});

const adapterOf = (setting: string): DebtRegister => {
  switch (setting) {
    case 'sandbox':
      return sandboxDebtRegister();
    case 'sandbox-down':
      return sandboxDebtRegister({ down: true });
    default:
      throw new Error(`Unknown DEBT_REGISTER adapter: ${setting}`);
  }
};

let configured: DebtRegister | undefined;
/** `DEBT_REGISTER`: 'sandbox' (the default) or 'sandbox-down'. */
export const debtRegister = (): DebtRegister => (configured ??= guardedDebtRegister(adapterOf(process.env.DEBT_REGISTER ?? 'sandbox')));
