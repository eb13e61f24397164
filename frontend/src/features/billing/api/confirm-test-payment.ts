import useSWRMutation from 'swr/mutation';

import { api } from '@/lib/api-client';

import { useRefreshAccount } from './get-billing';
import type { Billing, ConfirmTestPaymentRequest } from './types';

export const CONFIRM_TEST_PAYMENT_PATH = '/api/billing/confirm-test-payment';

/** Sandbox mode only: completes the payment behind a client secret as if a card had paid it. */
export const confirmTestPayment = (body: ConfirmTestPaymentRequest) => api.post<Billing>(CONFIRM_TEST_PAYMENT_PATH, body);

/** Confirms the test payment; the answer is the agent's billing with the purchase applied. */
export function useConfirmTestPayment() {
  const refreshAccount = useRefreshAccount();
  return useSWRMutation(CONFIRM_TEST_PAYMENT_PATH, async (_key: string, { arg }: { arg: ConfirmTestPaymentRequest }) => {
    const billing = await confirmTestPayment(arg);
    await refreshAccount(billing);
    return billing;
  });
}
