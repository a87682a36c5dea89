/// <reference types="node" />
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { COMPANY } from './company';

describe('the company module', () => {
  it("holds the site stylesheet's brand colours (the e-mails use the module's)", () => {
    const css = readFileSync(
      new URL('../../../site/src/styles/global.css', import.meta.url),
      'utf8',
    );
    const variable = (name: string) =>
      new RegExp(`--color-${name}:\\s*(#[0-9a-fA-F]{6})`).exec(css)?.[1];
    expect(variable('brand')).toBe(COMPANY.colors.brand);
    expect(variable('ink')).toBe(COMPANY.colors.ink);
    expect(variable('accent')).toBe(COMPANY.colors.accent);
  });
});
