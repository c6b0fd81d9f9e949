import { describe, expect, it } from 'vitest';
import { scrubText, scrubUrl } from './scrub.ts';

describe('what the browser reports, as it is kept', () => {
  it('masks CPR numbers, e-mail addresses and phone numbers', () => {
    expect(scrubText('Kunde 010190-1234 og 0101901234 findes ikke')).toBe('Kunde *** og *** findes ikke');
    expect(scrubText("Cannot read 'x' of karen.jensen@example.dk")).toBe("Cannot read 'x' of ***");
    expect(scrubText('Ring 20 30 40 50, 20304050 eller +45 20 30 40 50')).toBe('Ring ***, *** eller ***');
  });

  it('keeps what operations need: the error, line numbers, case numbers', () => {
    expect(scrubText('TypeError: a is undefined\n    at render (https://app.example.dk/assets/index-abc.js:12:345)')).toBe(
      'TypeError: a is undefined\n    at render (https://app.example.dk/assets/index-abc.js:12:345)',
    );
    expect(scrubText('Sag 1042 kunne ikke gemmes')).toBe('Sag 1042 kunne ikke gemmes');
  });

  it('drops the query string and fragment of every address', () => {
    expect(scrubUrl('https://app.example.dk/Customers/CustomerList?freeText=Karen%20Jensen#top')).toBe('https://app.example.dk/Customers/CustomerList');
    expect(scrubText('failed to load https://app.example.dk/api/customer/get?id=7&name=Karen at x')).toBe('failed to load https://app.example.dk/api/customer/get at x');
  });

  it('masks personal data in a path', () => {
    expect(scrubUrl('https://app.example.dk/Search/010190-1234')).toBe('https://app.example.dk/Search/***');
  });
});

describe('a text without addresses', () => {
  it('keeps a hash or question mark that is no part of an address', () => {
    expect(scrubText('Hvad nu? Sag #12 fejlede')).toBe('Hvad nu? Sag #12 fejlede');
    expect(scrubText('GET /api/customer/get?id=7 failed')).toBe('GET /api/customer/get failed');
  });
});
