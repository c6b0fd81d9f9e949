import { describe, expect, it } from 'vitest';
import { eventsTable, readModelsTable, sessionsTable } from '../functions/platform/tables.ts';
import { accessOf, apiDefault, combinedAccess, type ContextAccess } from './context-access.ts';

describe('context access', () => {
  it('gives a context without an entry the API default', () => {
    expect(accessOf('some-future-context')).toBe(apiDefault);
  });

  it('combines contexts into the widest right of each', () => {
    const news: ContextAccess = { tables: [{ table: readModelsTable, access: 'read' }], documents: 'none', invokesPdf: false, personalData: 'none' };
    const cases: ContextAccess = {
      tables: [
        { table: readModelsTable, access: 'readWrite' },
        { table: eventsTable, access: 'readWrite' },
      ],
      documents: 'read',
      invokesPdf: true,
      personalData: 'reveal',
    };
    const sessions: ContextAccess = { tables: [{ table: sessionsTable, access: 'read' }], documents: 'none', invokesPdf: false, personalData: 'none' };
    expect(combinedAccess([news, cases, sessions])).toEqual({
      tables: [
        { table: readModelsTable, access: 'readWrite' },
        { table: eventsTable, access: 'readWrite' },
        { table: sessionsTable, access: 'read' },
      ],
      documents: 'read',
      invokesPdf: true,
      personalData: 'reveal',
    });
    expect(combinedAccess([news])).toEqual(news);
  });
});
