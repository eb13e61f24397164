import useSWRMutation from 'swr/mutation';

import { api } from '@/lib/api-client';

import type { PaymentIntentAnswer, PaymentIntentRequest } from './types';

export const PAYMENT_INTENT_PATH = '/api/create-payment-intent';

/** Starts the payment of one report (pay-per-report); the server sets the price. */
export const createPaymentIntent = (body: PaymentIntentRequest) => api.post<PaymentIntentAnswer>(PAYMENT_INTENT_PATH, body);

export function useCreatePaymentIntent() {
  return useSWRMutation(PAYMENT_INTENT_PATH, (_key: string, { arg }: { arg: PaymentIntentRequest }) => createPaymentIntent(arg));
}
