import { describe, expect, it } from 'vitest';
import { VIETNAM_PROVINCES } from './provinces.js';

describe("Vietnam's provinces", () => {
  it('are the 34 units of the 2025 reform, each once', () => {
    expect(VIETNAM_PROVINCES).toHaveLength(34);
    expect(new Set(VIETNAM_PROVINCES).size).toBe(34);
  });
});
