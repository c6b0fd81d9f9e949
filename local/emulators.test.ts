import { describe, expect, it } from 'vitest';
import { javaMajorVersion } from './emulators.ts';

describe('javaMajorVersion', () => {
  it('reads both the modern and the 1.x version scheme', () => {
    expect(javaMajorVersion('openjdk version "17.0.15" 2025-04-15\nOpenJDK Runtime Environment')).toBe(17);
    expect(javaMajorVersion('java version "1.8.0_392"')).toBe(8);
    expect(javaMajorVersion('openjdk version "21" 2023-09-19')).toBe(21);
    expect(javaMajorVersion('nothing here')).toBeUndefined();
  });
});
