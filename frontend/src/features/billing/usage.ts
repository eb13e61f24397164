/** Share of the monthly allowance used, as a percentage capped at 100 (spec §2, §9). */
export function usagePercent(used: number, limit: number): number {
  if (limit <= 0) return used > 0 ? 100 : 0;
  return Math.min(100, Math.max(0, (used / limit) * 100));
}
