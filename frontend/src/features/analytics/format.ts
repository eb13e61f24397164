/** The server's refusal when the plan does not include analytics. */
export const NOT_IN_PLAN = 'analytics_not_in_plan';

/**
 * The plan that includes advanced analytics (spec §9), so a screen can skip a call the server
 * would refuse. The server decides: a refusal shows the same invitation to upgrade.
 */
export const ANALYTICS_PLAN = 'elite';

/** A wait in words: "45 minutes", "5.5 hours", "3.2 days". */
export function formatWait(seconds: number): string {
  const minutes = seconds / 60;
  if (minutes < 1) return 'under a minute';
  if (minutes < 60) {
    const m = Math.round(minutes);
    return `${m} minute${m === 1 ? '' : 's'}`;
  }
  const hours = minutes / 60;
  if (hours < 48) {
    const h = Math.round(hours * 10) / 10;
    return `${h} hour${h === 1 ? '' : 's'}`;
  }
  const d = Math.round((hours / 24) * 10) / 10;
  return `${d} days`;
}

/** "2026-03" -> "Mar 2026" (the month is UTC, as the server counts it). */
export function formatMonth(month: string, style: 'short' | 'long' = 'short'): string {
  const [year, mm] = month.split('-').map(Number);
  if (!year || !mm) return month;
  const date = new Date(Date.UTC(year, mm - 1, 1));
  return date.toLocaleDateString('en-US', { month: style, year: 'numeric', timeZone: 'UTC' });
}

/** "1 report", "3 reports". */
export function reportsCount(n: number): string {
  return `${n} report${n === 1 ? '' : 's'}`;
}
