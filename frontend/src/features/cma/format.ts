import { formatMoney } from '@/lib/format';

import type { ComparableStatus } from './api/types';

/** "$312/sq ft", as the report writes a price per square foot. */
export function formatPerSqFt(dollars: number): string {
  return `${formatMoney(dollars)}/sq ft`;
}

/** "+5%", "−10%", "0%": a comparable's ±% adjustment (a true minus sign, read as "minus"). */
export function formatPercentAdjustment(percent: number): string {
  if (percent > 0) return `+${percent}%`;
  return percent < 0 ? `−${Math.abs(percent)}%` : '0%';
}

/** "+$5,000", "−$2,500", "$0": a feature adjustment, with its direction. */
export function formatSignedMoney(dollars: number): string {
  const rounded = Math.round(dollars);
  if (rounded === 0) return formatMoney(0);
  return `${rounded > 0 ? '+' : '−'}${formatMoney(Math.abs(rounded))}`;
}

/** "1,700 sq ft". */
export function formatSquareFeet(squareFeet: number): string {
  return `${squareFeet.toLocaleString('en-US')} sq ft`;
}

/**
 * A calendar date ("2026-03-14") as "Mar 14, 2026". It is read as a local date: parsed as UTC
 * it would show the day before west of Greenwich.
 */
/** "Mar 14, 2026"; "No date" for a listing whose date is not known. */
export function formatDay(isoDate: string | null | undefined): string {
  if (!isoDate) return 'No date';
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(isoDate);
  if (!match) return isoDate;
  const date = new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  return date.toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric' });
}

/** 0.25 → "0.25 ac lot", 1 → "1 ac lot". */
export function formatLot(acres: number): string {
  return `${Number(acres.toFixed(2))} ac lot`;
}

export const statusLabels: Record<ComparableStatus, string> = { sold: 'Sold', active: 'Active', pending: 'Pending' };

/** "1 comparable", "3 comparables". */
export function countComparables(count: number): string {
  return count === 1 ? '1 comparable' : `${count} comparables`;
}
