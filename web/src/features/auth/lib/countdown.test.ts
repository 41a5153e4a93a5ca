import { describe, expect, it } from 'vitest';
import { countdownText, secondsLeft } from './countdown';

describe('secondsLeft', () => {
  it('counts 3, 2, 1 over three seconds, then 0', () => {
    const at = (ms: number) => secondsLeft(1_000, 1_000 + ms, 3_000);
    expect([0, 1, 999, 1_000, 1_500, 1_999, 2_000, 2_999, 3_000, 4_000].map(at)).toEqual([3, 3, 3, 2, 2, 2, 1, 1, 0, 0]);
  });
  it('never counts above the total when the clock goes back', () => {
    expect(secondsLeft(5_000, 4_000, 3_000)).toBe(3);
  });
});

describe('countdownText', () => {
  it('says the seconds left, singular for one', () => {
    expect(countdownText('dashboard', 3)).toBe('Taking you to your dashboard in 3 seconds…');
    expect(countdownText('dashboard', 2)).toBe('Taking you to your dashboard in 2 seconds…');
    expect(countdownText('signin', 1)).toBe('Taking you to sign in in 1 second…');
    expect(countdownText('signin', 0)).toBe('Taking you to sign in now…');
  });
});
