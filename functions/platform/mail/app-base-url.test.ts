import { afterEach, describe, expect, it } from 'vitest';
import { appBaseUrl } from './app-base-url.ts';

const configured = process.env.APP_BASE_URL;
afterEach(() => {
  if (configured === undefined) delete process.env.APP_BASE_URL;
  else process.env.APP_BASE_URL = configured;
});

describe("the app's address for links in e-mail", () => {
  it('is the configured address, without a trailing slash', () => {
    process.env.APP_BASE_URL = 'https://dealerhub.example.dk/';
    expect(appBaseUrl()).toBe('https://dealerhub.example.dk');
    process.env.APP_BASE_URL = 'http://localhost:3000';
    expect(appBaseUrl()).toBe('http://localhost:3000');
  });

  it('fails as a configuration error when missing or not an http(s) address, rather than guessing it from a request', () => {
    for (const value of [undefined, '', '  ', 'dealerhub.example.dk', 'javascript:alert(1)', 'https://dealerhub.example.dk/?next=x', 'https://user@dealerhub.example.dk']) {
      if (value === undefined) delete process.env.APP_BASE_URL;
      else process.env.APP_BASE_URL = value;
      expect(() => appBaseUrl(), String(value)).toThrow(expect.objectContaining({ statusCode: 500, details: { code: 'Configuration' } }));
    }
  });
});
