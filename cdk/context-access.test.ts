import { describe, expect, it } from 'vitest';
import { eventsTable, readModelsTable, sessionsTable } from '../functions/platform/tables.ts';
import { contextOf, routes } from '../functions/routes.ts';
import { accessOf, combinedAccess, contextAccess, type ContextAccess } from './context-access.ts';

describe('context access', () => {
  it('is declared for every context of the route table, and a context without a declaration is refused', () => {
    for (const context of new Set(routes.map(contextOf))) expect(contextAccess[context], context).toBeDefined();
    expect(() => accessOf('some-future-context')).toThrow("The context 'some-future-context' declares no access");
  });

  it('lets a context that has no writing route write nothing', () => {
    const writing = new Set(routes.filter((route) => route.writes).map(contextOf));
    for (const [context, access] of Object.entries(contextAccess)) {
      // Signing in counts failed attempts, and the browser's error reports are counted per reporter: neither is dealer data.
      if (writing.has(context) || context === 'users' || context === 'client-log') continue;
      expect(access.tables.map((grant) => grant.access), context).not.toContain('readWrite');
      expect(access.documents, context).toBe('none');
    }
  });

  it('holds every API context to its own event streams', () => {
    for (const [context, access] of Object.entries(contextAccess)) {
      for (const grant of access.tables.filter((each) => each.table === eventsTable)) expect(grant.keys?.length, context).toBeGreaterThan(0);
    }
    expect(accessOf('customers').tables.find((grant) => grant.table === eventsTable)?.keys).toEqual(['customer#', 'sequence#customer']);
  });

  it('combines contexts into the union of their rights', () => {
    const news: ContextAccess = { tables: [{ table: readModelsTable, access: 'read' }], documents: 'none', invokesPdf: false, personalData: 'none' };
    const cases: ContextAccess = {
      tables: [
        { table: readModelsTable, access: 'read' },
        { table: eventsTable, access: 'readWrite', keys: ['case#'] },
        { table: sessionsTable, access: 'read', keys: ['session#'], updates: ['ttl'] },
      ],
      documents: { access: 'read', prefixes: ['cases/'] },
      invokesPdf: true,
      personalData: { access: 'reveal', subjects: ['case#'] },
    };
    const cars: ContextAccess = {
      tables: [{ table: eventsTable, access: 'readWrite', keys: ['car#'] }],
      documents: { access: 'write', prefixes: ['previews/'] },
      invokesPdf: false,
      personalData: { access: 'protect', subjects: ['customer#'] },
    };
    expect(combinedAccess([news, cases, cars])).toEqual({
      tables: [
        { table: readModelsTable, access: 'read' },
        { table: eventsTable, access: 'readWrite', keys: ['case#', 'car#'] },
        { table: sessionsTable, access: 'read', keys: ['session#'], updates: ['ttl'] },
      ],
      documents: { access: 'readWrite', prefixes: ['cases/', 'previews/'] },
      invokesPdf: true,
      personalData: { access: 'protect', subjects: ['case#', 'customer#'] },
    });
    // A grant of every key wins over prefixes.
    const everyCar: ContextAccess = { ...cars, tables: [{ table: eventsTable, access: 'readWrite' }] };
    expect(combinedAccess([cars, everyCar]).tables).toEqual([{ table: eventsTable, access: 'readWrite' }]);
    expect(combinedAccess([news])).toEqual(news);
  });
});
