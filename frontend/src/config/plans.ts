/** Plans and prices (spec §9). Prices are display values; the server owns what is charged. */
export type PlanId = 'essential' | 'pro' | 'elite' | 'pay-per-report';

export interface Plan {
  id: PlanId;
  name: string;
  /** Dollars per month, or per report for pay-per-report. */
  price: number;
  priceUnit: 'month' | 'report';
  /** Reports included per month (per purchase for pay-per-report). */
  reports: number;
  /** What one extra report costs a subscriber on this plan, in dollars. */
  extraReportPrice: number | null;
  description: string;
  features: string[];
  popular: boolean;
}

export const plans: readonly Plan[] = [
  {
    id: 'essential',
    name: 'Essential',
    price: 19.99,
    priceUnit: 'month',
    reports: 10,
    extraReportPrice: 2.0,
    description: 'For agents getting started with voice-to-report showings.',
    features: ['Voice recording and transcription', 'AI-powered cost estimates', 'Professional PDF reports', 'Email reports to your buyers', 'Extra reports at $2.00 each'],
    popular: false,
  },
  {
    id: 'pro',
    name: 'Pro',
    price: 49.99,
    priceUnit: 'month',
    reports: 30,
    extraReportPrice: 1.67,
    description: 'For busy agents who show properties every week.',
    features: ['Everything in Essential', 'Priority support', 'Extra reports at $1.67 each'],
    popular: true,
  },
  {
    id: 'elite',
    name: 'Elite',
    price: 99.99,
    priceUnit: 'month',
    reports: 100,
    extraReportPrice: 1.0,
    description: 'For top producers and teams with a full calendar.',
    features: ['Everything in Pro', 'Priority support', 'Advanced analytics', 'Extra reports at $1.00 each'],
    popular: false,
  },
  {
    id: 'pay-per-report',
    name: 'Pay Per Report',
    price: 4.99,
    priceUnit: 'report',
    reports: 1,
    extraReportPrice: null,
    description: 'For occasional showings. Pay only when you need a report.',
    features: ['No commitment', 'Voice recording and transcription', 'AI-powered cost estimates', 'Professional PDF report'],
    popular: false,
  },
];

/** Spec §9: non-subscribers pay this per extra report. */
export const PAY_PER_REPORT_PRICE = 4.99;

/** Spec §3: add-on report packs. */
export const REPORT_PACK_SIZES = [10, 20, 30] as const;

export const DEFAULT_PLAN: PlanId = 'pro';

export function isPlanId(value: string | null | undefined): value is PlanId {
  return plans.some((plan) => plan.id === value);
}

export function findPlan(id: string | null | undefined): Plan | undefined {
  return plans.find((plan) => plan.id === id);
}

/** "Free" when the user has no subscription plan (spec §9). */
export function planDisplayName(id: string | null | undefined): string {
  if (!id) return 'Free';
  return findPlan(id)?.name ?? id.charAt(0).toUpperCase() + id.slice(1);
}

export function formatDollars(amount: number): string {
  return `$${amount.toFixed(2)}`;
}
