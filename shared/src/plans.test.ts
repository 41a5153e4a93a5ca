import { describe, expect, it } from 'vitest';
import { PLAN_ENTERPRISE } from './constants.js';
import { DEFAULT_PLAN, PLAN_NAMES, PLANS, planLimits } from './plans.js';

describe('plans', () => {
  it('default to Enterprise, listed first, and answer its limits for a name the table does not know', () => {
    expect(DEFAULT_PLAN).toBe(PLAN_ENTERPRISE);
    expect(PLAN_NAMES[0]).toBe(PLAN_ENTERPRISE);
    expect(planLimits('Gold')).toBe(PLANS[PLAN_ENTERPRISE]);
    expect(planLimits('constructor')).toBe(PLANS[PLAN_ENTERPRISE]);
  });

  it('give a team more than one credential and less than the credentials of a small team together', () => {
    for (const [name, { perCredential, perTeam }] of Object.entries(PLANS)) {
      expect(perTeam.quota, name).toBeGreaterThan(perCredential.quota);
      expect(perTeam.quota, name).toBeLessThan(10 * perCredential.quota);
      expect(perCredential.windowSeconds, name).toBeGreaterThanOrEqual(1);
      expect(perTeam.windowSeconds, name).toBe(perCredential.windowSeconds);
    }
  });
});
