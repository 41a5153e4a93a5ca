import { ALERT_USUAL_DAYS, type AlertCondition } from '@kisa/shared';

/**
 * Whether a rule's condition holds at an instant, from a target's clicks per quarter hour. Pure:
 * the evaluator reads the figures (one analytics question per target) and this judges them.
 *
 * The usual of a window is the mean of the same window on each of the ALERT_USUAL_DAYS days
 * before (same local hours whatever the time zone: whole days back), so a daily rhythm (quiet
 * nights, busy lunch hours) is not mistaken for a spike or a silence.
 */

export const QUARTER_HOUR_MS = 900_000;
const QUARTERS_PER_HOUR = 4;
const QUARTERS_PER_DAY = 96;
/** The quarter hours a target's question covers before the evaluation instant: every condition's windows fit in it. */
export const LOOKBACK_QUARTERS = (ALERT_USUAL_DAYS + 1) * QUARTERS_PER_DAY;

export interface QuarterFigures {
  total: number;
  converting: number;
}

export interface RuleOutcome {
  fires: boolean;
  /** Clicks in the window, or the conversion rate in %. */
  value: number;
  /** The threshold, the usual, or the previous period's rate in %. */
  baseline: number;
}

/** `end`: the quarter hour the windows end at (exclusive): the evaluation instant's. */
export function ruleOutcome(condition: AlertCondition, series: ReadonlyMap<number, QuarterFigures>, end: number): RuleOutcome {
  const sum = (from: number, to: number, field: keyof QuarterFigures = 'total') => {
    let n = 0;
    for (let q = from; q < to; q++) n += series.get(q)?.[field] ?? 0;
    return n;
  };
  /** Mean clicks of the window [end - quarters, end) on each of the days before. */
  const usual = (quarters: number) => {
    let n = 0;
    for (let day = 1; day <= ALERT_USUAL_DAYS; day++) n += sum(end - quarters - day * QUARTERS_PER_DAY, end - day * QUARTERS_PER_DAY);
    return n / ALERT_USUAL_DAYS;
  };
  switch (condition.kind) {
    case 'clicksAbove': {
      const value = sum(end - QUARTERS_PER_HOUR, end);
      return { fires: value > condition.clicks, value, baseline: condition.clicks };
    }
    case 'clicksAboveUsual': {
      const value = sum(end - QUARTERS_PER_HOUR, end);
      const mean = usual(QUARTERS_PER_HOUR);
      // A target with no history has a usual of 1 click: its first busy hour still counts as a spike.
      return { fires: value > condition.factor * Math.max(mean, 1), value, baseline: round(mean) };
    }
    case 'noClicks': {
      const quarters = condition.hours * QUARTERS_PER_HOUR;
      const value = sum(end - quarters, end);
      const perHour = usual(quarters) / condition.hours;
      return { fires: value === 0 && perHour > condition.usualAbove, value, baseline: round(perHour) };
    }
    case 'conversionDrop': {
      const quarters = condition.hours * QUARTERS_PER_HOUR;
      const rate = (from: number, to: number) => {
        const clicks = sum(from, to);
        return clicks > 0 ? sum(from, to, 'converting') / clicks : null;
      };
      const now = rate(end - quarters, end);
      const before = rate(end - 2 * quarters, end - quarters);
      const fires = now !== null && before !== null && before > 0 && ((before - now) / before) * 100 >= condition.percent;
      return { fires, value: round((now ?? 0) * 100), baseline: round((before ?? 0) * 100) };
    }
  }
}

const round = (n: number) => Math.round(n * 100) / 100;
