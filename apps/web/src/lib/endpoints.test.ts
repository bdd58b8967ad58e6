/// <reference types="node" />
import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { ENDPOINTS_FILE, renderEndpoints } from '../../scripts/endpoints';

describe('the generated endpoint table', () => {
  it('matches the contract (run `npm run endpoints -w apps/web` after changing a call)', async () => {
    expect(await readFile(ENDPOINTS_FILE, 'utf8')).toBe(await renderEndpoints());
  });
});
