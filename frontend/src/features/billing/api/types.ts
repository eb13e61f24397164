/**
 * The billing calls' request and answer bodies: the server's types (`@/types/api`, generated from
 * its OpenAPI document), with the few fields it describes loosely given the type they carry.
 */
import type { components } from '@/types/api';

type Schemas = components['schemas'];

/** `GET /api/billing/config` (public): how payments are collected, and sandbox mode's test coupon. */
export type BillingConfig = Schemas['BillingConfigResponse'];

/** An add-on pack at the agent's plan rate. */
export type PackQuote = Schemas['PackOfferResponse'];

/** `GET /api/billing`; also the answer of confirm-test-payment and cancel. */
export type Billing = Schemas['BillingResponse'];

/** `POST /api/get-or-create-subscription`. */
export type SubscriptionRequest = Schemas['SubscriptionRequest'];

export type SubscriptionAnswer = Schemas['ClientSecretResponse'];

/** The client secret that means the plan is active already and nothing is to be paid. */
export const FREE_SUBSCRIPTION = 'free_subscription';

/** `POST /api/create-payment-intent`: one report; the amount (dollars) is informational only. */
export type PaymentIntentRequest = Omit<Schemas['PaymentIntentRequest'], 'amount'> & { amount?: number };

export type PaymentIntentAnswer = Schemas['PaymentResponse'] & {
  /** When present, the payment continues on this page instead. */
  url?: string;
};

/** `POST /api/buy-additional-reports`: one of the pack sizes the server offers. */
export type BuyReportsRequest = Omit<Schemas['BuyReportsRequest'], 'count'> & { count: number };

export type BuyReportsAnswer = Schemas['PaymentResponse'];

/** `POST /api/billing/confirm-test-payment` (sandbox mode only). */
export type ConfirmTestPaymentRequest = Schemas['ConfirmTestPaymentRequest'];

/** `POST /api/billing/portal`. */
export type PortalAnswer = Schemas['PortalResponse'];

/** Another monthly plan a subscriber may switch to, with this month's reports after the switch. */
export type PlanChange = Schemas['PlanChangeResponse'];

/** `POST /api/billing/change-plan`. */
export type ChangePlanRequest = Schemas['ChangePlanRequest'];
