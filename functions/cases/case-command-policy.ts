import { CASE_COMMANDS, type CaseCommandName } from '../../domain/cases/available-commands.ts';
import { mayCallRoute, type PolicySubject } from '../platform/http/route-policy.ts';
import { findRoute, type RouteDefinition } from '../routes.ts';

/**
 * The route each case command is given through: its policy (role flags, read-only access, the role matrix) is the
 * route table's, so what a case offers is what the platform lets the caller do, never a copy of it.
 */
export const CASE_COMMAND_ROUTES: Readonly<Record<CaseCommandName, string>> = {
  SaveCase: 'POST /api/case/save',
  SavePreparationComment: 'POST /api/case/savepreparation',
  ChangeStatus: 'POST /api/case/savestatus',
  PrintContract: 'GET /api/PrintContract/PrintContract',
  PrintPurchaseDocument: 'GET /api/PrintPurchaseDocument/PrintPurchaseDocument',
  PrintOffer: 'GET /api/PrintOffer/PrintOffer',
  PrintTestDrive: 'GET /api/case/PrintTestDriveDoc',
  PrintRental: 'GET /api/PrintRental/PrintRental',
  PrintInvoiceDocument: 'GET /api/PrintInvoiceDocument/PrintInvoiceDocument',
  PrintCustomsDocument: 'GET /api/PrintCustomsDocument/PrintCustomsDocument',
  PrintPreparationDocument: 'GET /api/PrintPreparationDocument/PrintPreparationDocument',
  PrintFinanceContract: 'GET /api/PrintFinanceContract/PrintFinanceContract',
  MarkDocumentSigned: 'POST /api/case/savesigneddocument/',
  CancelDocument: 'POST /api/case/canceldocument/',
  DeliverCar: 'POST /api/case/cardelivered',
  CloseCase: 'POST /api/case/close',
  CopyCase: 'POST /api/case/copy',
  DeleteCase: 'DELETE /api/case/delete',
  CreateCarFromCase: 'POST /api/case/createcarfromcase',
};

export const caseCommandRoute = (command: CaseCommandName): RouteDefinition => {
  const [method, path] = CASE_COMMAND_ROUTES[command].split(' ') as [string, string];
  const route = findRoute(method, path);
  if (!route) throw new Error(`No route for the case command ${command}`);
  return route;
};

/** The case commands the route table lets the caller give, whatever the case's state. */
export const permittedCaseCommands = (caller: PolicySubject): CaseCommandName[] =>
  CASE_COMMANDS.filter((command) => mayCallRoute(caseCommandRoute(command), caller));
