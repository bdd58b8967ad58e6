import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import * as contract from './index.js';
import { DEFAULT_ERROR_MESSAGE, ERROR_CODES, NETWORK_ERROR_MESSAGE, errorMessage, errorStatus } from './errors.js';

// The product contract, kept in the repository beside the code that implements it.
const spec = readFileSync(new URL('../../../docs/spec/product-spec.md', import.meta.url), 'utf8');
const section = (n: number) => spec.slice(spec.indexOf(`## ${n}.`), spec.indexOf(`## ${n + 1}.`));

const enumerations = (Object.values(contract) as unknown[]).filter(
  (value): value is { values: readonly string[] } => typeof value === 'object' && value !== null && 'values' in value && 'schema' in value,
);

describe('enumerations', () => {
  const rows = section(3)
    .split('\n')
    .filter((line) => line.startsWith('| ') && !line.startsWith('| Enumeration') && !line.startsWith('|---'))
    .map((line) => line.split('|').map((cell) => cell.trim()))
    .map(([, name, cell]) => ({
      name: name!,
      // The first list of the cell; alternatives the spec mentions after ';' or '(' are other clients' spellings.
      values: cell!
        .split(/[;(]/)[0]!
        .split(',')
        .map((v) => v.trim().split(' ')[0]!)
        .filter((v) => /^[A-Z][A-Za-z_0-9]*$/.test(v)),
    }))
    .filter((row) => row.values.length > 0);

  it('finds the enumerations of spec section 3', () => {
    expect(rows.length).toBeGreaterThan(30);
  });

  it.each(rows.map((r) => [r.name, r.values] as const))('spells %s exactly as the spec', (_name, values) => {
    const match = enumerations.find((e) => values.every((v) => e.values.includes(v)) && e.values.length >= values.length);
    expect(match?.values, `no enumeration holds ${values.join(', ')}`).toBeDefined();
  });

  it('keeps the spec’s odd spellings', () => {
    const all = enumerations.flatMap((e) => e.values);
    expect(all).toContain('FUll_TIME');
  });
});

describe('error catalogue', () => {
  const codes = new Set([...section(8).matchAll(/\b[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+\b|\b(?:INVALID|EXPIRED|MAX_RETRIES)\b/g)].map((m) => m[0]));

  it('holds every code of spec section 8', () => {
    const missing = [...codes].filter((code) => !ERROR_CODES.includes(code as never));
    expect(missing).toEqual([]);
  });

  it('gives every code a Vietnamese message and an HTTP status', () => {
    for (const code of ERROR_CODES) {
      expect(errorMessage(code), code).toMatch(/[^\x20-\x7e]/);
      expect(errorStatus(code), code).toBeGreaterThanOrEqual(400);
    }
  });

  it('has the spec’s default and network messages', () => {
    expect(DEFAULT_ERROR_MESSAGE).toBe('Đã có sự cố xảy ra, vui lòng thử lại sau.');
    expect(NETWORK_ERROR_MESSAGE).toBe('Không có kết nối mạng, vui lòng thử lại');
  });
});
