/**
 * The billing calls' request and answer bodies. They mirror the server's billing DTOs by hand
 * until its OpenAPI document describes them; then these become aliases of `@/types/api`.
 */
import type { PlanId } from '@/config/plans';

/** How the browser collects a payment: the provider's embedded form, or the in-app test step. */
export type PaymentMode = 'stripe' | 'sandbox';

/** `GET /api/billing/config` (public). */
export interface BillingConfig {
  mode: PaymentMode;
  /** The provider's publishable key; null in sandbox mode. */
  publishableKey: string | null;
}

export type SubscriptionStatus = 'active' | 'inactive' | 'past_due' | 'canceled';

export type PlanName = 'Essential' | 'Pro' | 'Elite' | 'Pay Per Report' | 'Free';

export type PackCount = 10 | 20 | 30;

/** An add-on pack at the agent's plan rate. */
export interface PackQuote {
  count: PackCount;
  perReportCents: number;
  totalCents: number;
}

/** `GET /api/billing`; also the answer of confirm-test-payment and cancel. */
export interface Billing {
  plan: PlanId | null;
  planName: PlanName;
  status: SubscriptionStatus;
  /** The subscription ends when the paid period does. */
  cancelAtPeriodEnd: boolean;
  reportsUsedThisMonth: number;
  /** The plan's monthly allowance. */
  reportsLimit: number;
  /** Reports bought in packs and not used yet; they carry over from month to month. */
  packReports: number;
  canBuyPacks: boolean;
  /** Empty when the agent cannot buy packs. */
  packs: PackQuote[];
}

/** `POST /api/get-or-create-subscription`. */
export interface SubscriptionRequest {
  planId: PlanId;
  couponCode?: string;
}

export interface SubscriptionAnswer {
  /** What the payment form confirms, or {@link FREE_SUBSCRIPTION}. */
  clientSecret: string;
}

/** The client secret that means the plan is active already and nothing is to be paid. */
export const FREE_SUBSCRIPTION = 'free_subscription';

/** `POST /api/create-payment-intent`: one report at the non-subscriber price. */
export interface PaymentIntentRequest {
  /** Dollars; informational, the server charges its own price. */
  amount?: number;
  description?: string;
}

export interface PaymentIntentAnswer {
  clientSecret: string;
  /** When present, the payment continues on this page instead. */
  url?: string;
}

/** `POST /api/buy-additional-reports`. */
export interface BuyReportsRequest {
  count: PackCount;
}

export interface BuyReportsAnswer {
  clientSecret: string;
  count: number;
  totalCents: number;
}

/** `POST /api/billing/confirm-test-payment` (sandbox mode only). */
export interface ConfirmTestPaymentRequest {
  clientSecret: string;
}

/** `POST /api/billing/portal`. */
export interface PortalAnswer {
  /** An app path in sandbox mode (`/pricing`), the provider's https page otherwise. */
  url: string;
}
