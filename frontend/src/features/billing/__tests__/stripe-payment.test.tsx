import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import type { ReactNode } from 'react';

import { buildUser } from '@/testing/fixtures';
import { renderApp } from '@/testing/render';
import { server } from '@/testing/server';

/** Stands in for Stripe.js: no network, and the test decides how confirmPayment ends. */
const provider = vi.hoisted(() => ({
  stripe: null as null | { confirmPayment: ReturnType<typeof vi.fn> },
  loadStripe: vi.fn(),
}));

vi.mock('@stripe/stripe-js/pure', () => ({ loadStripe: provider.loadStripe }));
vi.mock('@stripe/react-stripe-js', () => ({
  Elements: ({ children, options }: { children: ReactNode; options: { clientSecret: string } }) => (
    <div data-testid="elements" data-client-secret={options.clientSecret}>
      {children}
    </div>
  ),
  PaymentElement: () => <div>Card number</div>,
  useStripe: () => provider.stripe,
  useElements: () => (provider.stripe ? { kind: 'elements' } : null),
}));

/** Each test has its own key: the form loads Stripe.js once per key. */
function openStripeCheckout(publishableKey: string) {
  server.use(
    http.get('/api/billing/config', () => HttpResponse.json({ mode: 'stripe', publishableKey })),
    http.post('/api/get-or-create-subscription', () => HttpResponse.json({ clientSecret: 'pi_123_secret_456' })),
  );
  renderApp('/subscribe?plan=pro', { user: buildUser() });
}

describe('payment with the card provider', () => {
  beforeEach(() => {
    provider.stripe = { confirmPayment: vi.fn() };
    provider.loadStripe.mockReset();
    provider.loadStripe.mockResolvedValue(provider.stripe);
  });

  it("embeds the provider's form for the client secret and confirms with a return to the dashboard", async () => {
    provider.stripe?.confirmPayment.mockResolvedValue({ paymentIntent: { status: 'succeeded' } });
    openStripeCheckout('pk_test_form');
    const pay = await screen.findByRole('button', { name: 'Subscribe' });
    expect(screen.getByTestId('elements')).toHaveAttribute('data-client-secret', 'pi_123_secret_456');
    expect(screen.queryByRole('region', { name: 'Test mode — confirm payment' })).not.toBeInTheDocument();
    expect(provider.loadStripe).toHaveBeenCalledWith('pk_test_form');

    await userEvent.setup({ delay: null }).click(pay);
    expect(await screen.findByRole('heading', { name: 'Payment Successful' })).toBeInTheDocument();
    expect(provider.stripe?.confirmPayment).toHaveBeenCalledWith({
      elements: { kind: 'elements' },
      confirmParams: { return_url: `${window.location.origin}/dashboard` },
      redirect: 'if_required',
    });
  });

  it('says "Payment Failed" with the provider message', async () => {
    provider.stripe?.confirmPayment.mockResolvedValue({ error: { type: 'card_error', message: 'Your card was declined.' } });
    openStripeCheckout('pk_test_declined');
    await userEvent.setup({ delay: null }).click(await screen.findByRole('button', { name: 'Subscribe' }));

    expect(await screen.findByText('Payment Failed')).toBeInTheDocument();
    expect(screen.getByText('Your card was declined.')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Payment Successful' })).not.toBeInTheDocument();
  });

  it('says "Payment Error" when the provider did not load', async () => {
    provider.stripe = null;
    provider.loadStripe.mockResolvedValue(null);
    openStripeCheckout('pk_test_unloaded');
    await userEvent.setup({ delay: null }).click(await screen.findByRole('button', { name: 'Subscribe' }));

    expect(await screen.findByText('Payment Error')).toBeInTheDocument();
    expect(screen.getByText('Payment system not initialized. Please try again.')).toBeInTheDocument();
  });
});
