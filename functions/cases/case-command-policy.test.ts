import { describe, expect, it } from 'vitest';
import { CASE_COMMANDS } from '../../domain/cases/available-commands.ts';
import type { RoleFlag } from '../../domain/roles.ts';
import { caseCommandRoute, permittedCaseCommands } from './case-command-policy.ts';

const caller = (simpleRole: string | null, flags: RoleFlag[] = ['case'], isAdmin = false) => ({ simpleRole, isAdmin, isConsultant: false, roleFlags: new Set(flags) });

describe('the policy of the case commands', () => {
  it.each(CASE_COMMANDS)('%s goes through a route of the route table, in the cases context', (command) =>
    expect(caseCommandRoute(command).handler).toMatch(/^(cases|documents)\//));

  it('lets a mechanic record the preparation only', () =>
    expect(permittedCaseCommands(caller('Mechanic'))).toEqual(['SavePreparationComment', 'PrintPreparationDocument']));

  it('lets a bookkeeper print the accounting documents only', () =>
    expect(permittedCaseCommands(caller('Bookkeeper'))).toEqual(['PrintInvoiceDocument', 'PrintCustomsDocument']));

  it('lets a salesman do everything with a case', () => expect(permittedCaseCommands(caller('Salesman', ['case', 'finance']))).toEqual(CASE_COMMANDS));

  it('offers the finance contract only in a department with the finance function', () =>
    expect(permittedCaseCommands(caller('Salesman'))).toEqual(CASE_COMMANDS.filter((command) => command !== 'PrintFinanceContract')));

  it('lets nobody change a case of a department with read-only access', () =>
    expect(permittedCaseCommands(caller(null, ['case', 'read_only_access'], true))).toEqual([]));

  it('lets nobody give a case a command in a department without cases', () => expect(permittedCaseCommands(caller('Salesman', []))).toEqual([]));
});
