import { describe, expect, it } from 'vitest';
import { fold } from '../decider.ts';
import { availableCommands, CASE_COMMANDS, lifecycleOf, type CaseCommandName } from './available-commands.ts';
import { caseDecider, type CaseCommand, type CaseEvent, type CaseState } from './decider.ts';
import { CaseStatus } from './status.ts';

const dealerId = '101';
const opened: CaseEvent = {
  type: 'CaseOpened',
  data: { CaseId: '7', DealerId: dealerId, CopiedFromCaseId: null, Case: { CustomerId: '9', SalesItem: { Id: '55', Title: 'Škoda Octavia' } } },
};
const statusChanged = (Status: CaseStatus, PreviousStatus: CaseStatus = CaseStatus.Initial): CaseEvent => ({ type: 'CaseStatusChanged', data: { Status, PreviousStatus } });
const delivered: CaseEvent = { type: 'CaseCarDelivered', data: { CarId: '55', SwapCarId: null } };
/** A case selling a factory-new vehicle from the catalogue, not in stock: its vehicle can become a stock car. */
const openedWithCatalogueVehicle: CaseEvent = {
  type: 'CaseOpened',
  data: { CaseId: '7', DealerId: dealerId, CopiedFromCaseId: null, Case: { CustomerId: '9', SalesItem: { Title: 'Škoda Octavia', IsFactoryNew: true } } },
};
const financeOffer: CaseEvent = { type: 'CaseOfferAdded', data: { OfferId: '1', FinanceCompany: 23, ServiceType: 1, IsActive: true, Offer: {} } };
const insuranceOffer: CaseEvent = { type: 'CaseOfferAdded', data: { OfferId: '2', FinanceCompany: 30, ServiceType: 3, IsActive: true, Offer: {} } };
const transferred: CaseEvent = { type: 'CaseTransferredToStock', data: { CarId: '1001', TransferCaseDate: '2026-11-28' } };

/** Every state a case can be in: not yet saved, deleted, and each status with the car delivered or not. */
const STATES: [string, CaseEvent[]][] = [
  ['not yet saved', []],
  ['deleted', [opened, { type: 'CaseDeleted', data: {} }]],
  ...Object.entries(CaseStatus).flatMap(([name, status]): [string, CaseEvent[]][] => {
    const events = status === CaseStatus.Initial ? [opened] : [opened, statusChanged(status)];
    return [
      [name, events],
      [`${name}, car delivered`, [...events, delivered]],
    ];
  }),
  ['Initial, vehicle not in stock', [openedWithCatalogueVehicle]],
  ['Initial, vehicle created as a stock car', [openedWithCatalogueVehicle, transferred]],
  ['IsClosed, vehicle not in stock', [openedWithCatalogueVehicle, statusChanged(CaseStatus.IsClosed)]],
  ['Initial, with an active finance offer', [opened, financeOffer]],
  ['IsClosed, with an active finance offer', [opened, financeOffer, statusChanged(CaseStatus.IsClosed)]],
  ['Initial, with an active insurance offer only', [opened, insuranceOffer]],
];

/** The decider's command behind each name (a status change to a status the case is not in). */
const commandOf = (name: CaseCommandName, state: CaseState): CaseCommand => {
  switch (name) {
    case 'SaveCase':
      return state.kind === 'none'
        ? { type: 'OpenCase', dealerId, caseId: '7', data: { CustomerId: '9', SalesItem: { Id: '55', Title: 'Škoda Octavia' } } }
        : { type: 'SaveCase', dealerId, data: { CustomerId: '10' } };
    case 'SavePreparationComment':
      return { type: 'SavePreparationComment', dealerId, comment: 'Polering' };
    case 'ChangeStatus':
      return { type: 'ChangeStatus', dealerId, status: state.kind === 'open' && state.status === CaseStatus.Initial ? CaseStatus.ContractIsPrinted : CaseStatus.Initial };
    case 'MarkDocumentSigned':
      return { type: 'MarkDocumentSigned', dealerId };
    case 'CancelDocument':
      return { type: 'CancelDocument', dealerId };
    case 'DeliverCar':
      return { type: 'DeliverCar', dealerId };
    case 'CloseCase':
      return { type: 'CloseCase', dealerId };
    case 'CopyCase':
      return { type: 'RecordCopy', dealerId, newCaseId: '8' };
    case 'DeleteCase':
      return { type: 'DeleteCase', dealerId };
    case 'CreateCarFromCase':
      return { type: 'TransferToStock', dealerId, carId: '1001', today: '2026-11-28' };
    default:
      return { type: 'PrintDocument', dealerId, document: name.slice('Print'.length) as Extract<CaseCommand, { type: 'PrintDocument' }>['document'] };
  }
};

/** What the decider answers: the events, or the refusal. */
const decide = (command: CaseCommand, state: CaseState): CaseEvent[] | 'refused' => {
  try {
    return caseDecider.decide(command, state);
  } catch {
    return 'refused';
  }
};
const evolveAll = (state: CaseState, events: CaseEvent[]): CaseState => events.reduce(caseDecider.evolve, state);

/**
 * Whether the decider does what the command asks in the state: directly, or through the flow the SPA runs for it (a
 * new case is saved first; a contract over a purchase agreement, or the other way round, cancels that first).
 */
const deciderTakes = (name: CaseCommandName, state: CaseState): boolean => {
  const direct = decide(commandOf(name, state), state);
  if (direct !== 'refused' && direct.length > 0) return true;
  const throughFlow = state.kind === 'none' ? name.startsWith('Print') : name === 'PrintContract' || name === 'PrintPurchaseDocument';
  if (!throughFlow) return false;
  const before = state.kind === 'none' ? decide(commandOf('SaveCase', state), state) : decide({ type: 'CancelDocument', dealerId }, state);
  if (before === 'refused') return false;
  const after = evolveAll(state, before);
  const then = decide(commandOf(name, after), after);
  return then !== 'refused' && then.length > 0;
};

describe('the commands a case offers and the case decider', () => {
  it.each(STATES)('agree in the state %s: what is offered is taken, what is not offered is refused or changes nothing', (_name, events) => {
    const state = fold(caseDecider, events);
    const lifecycle = lifecycleOf(state);
    const offered = lifecycle ? availableCommands(lifecycle, CASE_COMMANDS) : [];
    const taken = CASE_COMMANDS.filter((name) => deciderTakes(name, state));
    expect(offered).toEqual(taken);
  });

  it("offers only what the caller's role permits", () =>
    expect(availableCommands({ saved: true, status: CaseStatus.ContractIsPrinted, delivered: false }, ['SavePreparationComment', 'PrintPreparationDocument', 'PrintOffer'])).toEqual([
      'SavePreparationComment',
      'PrintOffer',
      'PrintPreparationDocument',
    ]));

  it('offers the contract over a printed purchase agreement only to a caller who may cancel it', () =>
    expect(availableCommands({ saved: true, status: CaseStatus.PurchaseDocumentIsPrinted, delivered: false }, ['PrintContract', 'PrintOffer'])).toEqual(['PrintOffer']));

  it('offers a case not yet saved its saving and its prints only', () =>
    expect(availableCommands({ saved: false, status: CaseStatus.Initial, delivered: false }, CASE_COMMANDS)).toEqual([
      'SaveCase',
      'PrintContract',
      'PrintPurchaseDocument',
      'PrintOffer',
      'PrintTestDrive',
      'PrintRental',
      'PrintInvoiceDocument',
      'PrintCustomsDocument',
      'PrintPreparationDocument',
    ]));
});
