import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';

import { buildRepricedPlans, buildUser, essentialBilling, sandboxConfig, unauthorizedBody } from '@/testing/fixtures';
import { renderApp } from '@/testing/render';
import { server } from '@/testing/server';
import { eventually } from '@/testing/wait';
import { shownToast } from '@/testing/toast';
import { stubPhoneScreen } from '@/testing/phone-screen';

const location = () => screen.getByTestId('location');

interface SubscriptionBody {
  planId: string;
  couponCode?: string;
}

/**
 * Thin fixture for get-or-create-subscription: remembers every body and answers with a client
 * secret, "free_subscription" for the test coupon, or the unknown-coupon error for "BOGUS".
 */
function answerSubscriptions(testCoupon = 'TEST100OFF') {
  const bodies: SubscriptionBody[] = [];
  server.use(
    http.post('/api/get-or-create-subscription', async ({ request }) => {
      const body = (await request.json()) as SubscriptionBody;
      bodies.push(body);
      const code = body.couponCode?.toUpperCase();
      if (code === testCoupon) return HttpResponse.json({ clientSecret: 'free_subscription', amountDueCents: 0 });
      if (code === 'BOGUS') {
        return HttpResponse.json({ message: 'The coupon BOGUS is not valid', code: 'invalid_coupon', fields: {} }, { status: 400 });
      }
      // Essential is $19.99; a coupon takes 20% off the first payment ("OLDSERVER": no amount said).
      const amountDueCents = code && code !== 'OLDSERVER' ? 1599 : code ? undefined : 1999;
      return HttpResponse.json({ clientSecret: `pi_${bodies.length}_secret`, amountDueCents });
    }),
  );
  return bodies;
}

/** Signed in on /subscribe, with the test payment step on screen. */
async function openCheckout(path = '/subscribe?plan=essential') {
  const bodies = answerSubscriptions();
  renderApp(path, { user: buildUser() });
  await screen.findByRole('button', { name: 'Confirm test payment' });
  return bodies;
}

/**
 * The router changes screens in a transition, which React finishes on its own timers once the
 * dashboard has loaded: keep time moving (well past the redirect) until the location changes.
 */
async function expectDashboard() {
  for (let step = 0; step < 40; step++) {
    await act(() => vi.advanceTimersByTimeAsync(50));
    try {
      await eventually(() => expect(location()).toHaveTextContent(/^\/dashboard$/), 20);
      return;
    } catch {
      // not yet
    }
  }
  expect(location()).toHaveTextContent(/^\/dashboard$/);
}

const couponInput = () => screen.getByRole('textbox', { name: 'Coupon code' });

describe('subscribe', () => {
  // Transformed once up front, so the redirect's lazy screen is ready while time is faked.
  beforeAll(async () => {
    await import('@/app/routes/dashboard');
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  it('sends a visitor to register with the plan, saying "Authentication Required"', async () => {
    renderApp('/subscribe?plan=elite');
    expect(await screen.findByText('Authentication Required')).toBeInTheDocument();
    expect(screen.getByText('Please log in to subscribe.')).toBeInTheDocument();
    expect(await screen.findByText('Selected plan: Elite')).toBeInTheDocument();
    expect(location()).toHaveTextContent(/^\/auth\?plan=elite$/);
  });

  it("sends a visitor who named no plan to register with the server's default plan", async () => {
    server.use(http.get('/api/plans', () => HttpResponse.json(buildRepricedPlans())));
    renderApp('/subscribe');
    expect(await screen.findByText('Selected plan: Team')).toBeInTheDocument();
    expect(location()).toHaveTextContent(/^\/auth\?plan=elite$/);
  });

  it('shows the plan with its features and asks once for its payment, without a coupon', async () => {
    const bodies = await openCheckout('/subscribe?plan=pro');
    expect(screen.getByRole('heading', { level: 1, name: 'Subscribe to Pro' })).toBeInTheDocument();
    const card = screen.getByRole('article', { name: 'Pro plan' });
    expect(within(card).getByText('$49.99')).toBeInTheDocument();
    expect(within(card).getByText('30 reports per month')).toBeInTheDocument();
    expect(within(card).getByText('Priority support')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Test mode — confirm payment' })).toHaveTextContent('nothing is charged');
    expect(bodies).toEqual([{ planId: 'pro' }]);
  });

  it('checks out the Pro plan when no plan is named, and says so for an unknown one', async () => {
    const bodies = await openCheckout('/subscribe?plan=platinum');
    expect(screen.getByRole('heading', { level: 1, name: 'Subscribe to Pro' })).toBeInTheDocument();
    expect(screen.getByText('There is no plan called “platinum”, so here is the Pro plan.')).toBeInTheDocument();
    expect(bodies).toEqual([{ planId: 'pro' }]);
  });

  it('sends the coupon once, 500 ms after the last keystroke', async () => {
    const bodies = await openCheckout();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });

    fireEvent.change(couponInput(), { target: { value: 'SAVE' } });
    await act(() => vi.advanceTimersByTimeAsync(300));
    fireEvent.change(couponInput(), { target: { value: 'SAVE10' } });
    await act(() => vi.advanceTimersByTimeAsync(499));
    expect(bodies).toHaveLength(1);

    await act(() => vi.advanceTimersByTimeAsync(1));
    await eventually(() => expect(screen.getByText('Coupon Applied')).toBeInTheDocument());
    expect(screen.getByText('Coupon applied successfully!')).toBeInTheDocument();
    expect(bodies).toEqual([{ planId: 'essential' }, { planId: 'essential', couponCode: 'SAVE10' }]);

    // The payment now includes the coupon; nothing more is sent while the code stays the same.
    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(bodies).toHaveLength(2);
    expect(screen.getByText('Coupon SAVE10 is applied.')).toBeInTheDocument();
    // The price is the discounted first payment the server computed, then the monthly price.
    expect(screen.getByRole('region', { name: 'Payment Details' })).toHaveTextContent('$15.99 today with coupon SAVE10, then $19.99 a month.');
    expect(screen.getByRole('region', { name: 'Payment Details' })).not.toHaveTextContent('before your coupon');
  });

  it('says the coupon comes off the first payment when the server does not give the amount', async () => {
    await openCheckout();
    fireEvent.change(couponInput(), { target: { value: 'OLDSERVER' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    await eventually(() => expect(screen.getByText('Coupon OLDSERVER is applied.')).toBeInTheDocument());
    expect(screen.getByRole('region', { name: 'Payment Details' })).toHaveTextContent('$19.99 a month, less coupon OLDSERVER on your first payment.');
  });

  it('sends the coupon at once with Apply, and not again when the wait is over', async () => {
    const bodies = await openCheckout();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });

    fireEvent.change(couponInput(), { target: { value: 'SPRING' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    await eventually(() => expect(bodies).toHaveLength(2));
    expect(bodies[1]).toEqual({ planId: 'essential', couponCode: 'SPRING' });

    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(bodies).toHaveLength(2);
  });

  it('checks TEST100OFF as it is typed, in any case, but activates the plan only with Start Free Plan, then goes to the dashboard after 1 s', async () => {
    const bodies = await openCheckout();
    let userRequests = 0;
    server.use(
      http.get('/api/user', () => {
        userRequests += 1;
        return HttpResponse.json(buildUser({ subscriptionPlan: 'essential', subscriptionStatus: 'active', reportsLimit: 10 }));
      }),
      http.get('/api/billing', () => HttpResponse.json(essentialBilling())),
    );
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });

    fireEvent.change(couponInput(), { target: { value: 'test100off' } });
    await act(() => vi.advanceTimersByTimeAsync(500));

    // Checked, and said what it does, but nothing is started before the agent asks.
    await eventually(() => expect(screen.getByText(/TEST100OFF takes the whole price off/)).toBeInTheDocument());
    expect(screen.getByText(/TEST100OFF takes the whole price off/)).toHaveTextContent('your Essential plan starts as soon as you press Start Free Plan, and nothing is charged');
    await act(() => vi.advanceTimersByTimeAsync(3000));
    expect(bodies).toEqual([{ planId: 'essential' }]);
    expect(screen.queryByRole('heading', { name: 'Free Subscription Activated' })).not.toBeInTheDocument();
    // Apply only checks it too.
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    await act(() => vi.advanceTimersByTimeAsync(600));
    expect(bodies).toEqual([{ planId: 'essential' }]);

    // Beside the text where there is room (under it on a phone, below).
    expect(screen.getByRole('button', { name: 'Start Free Plan' }).closest('.MuiAlert-action')).not.toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Start Free Plan' }));
    await eventually(() => expect(screen.getByRole('heading', { name: 'Free Subscription Activated' })).toBeInTheDocument());
    expect(screen.getByRole('alert')).toHaveTextContent('Free Subscription Activated');
    expect(screen.getByRole('alert')).toHaveTextContent('100% discount applied! Your Essential plan is active.');
    expect(screen.getByRole('link', { name: 'Go to Dashboard' })).toHaveAttribute('href', '/dashboard');
    expect(bodies).toEqual([{ planId: 'essential' }, { planId: 'essential', couponCode: 'test100off' }]);
    await eventually(() => expect(userRequests).toBe(1));

    await act(() => vi.advanceTimersByTimeAsync(999));
    expect(location()).toHaveTextContent(/^\/subscribe\?plan=essential$/);
    await act(() => vi.advanceTimersByTimeAsync(1));
    await expectDashboard();
  });

  it('knows the test coupon by the name the billing config gives it', async () => {
    server.use(http.get('/api/billing/config', () => HttpResponse.json({ ...sandboxConfig, testCoupon: 'SANDBOXFREE' })));
    answerSubscriptions('SANDBOXFREE');
    renderApp('/subscribe?plan=essential', { user: buildUser() });
    await screen.findByRole('button', { name: 'Confirm test payment' });
    const user = userEvent.setup({ delay: null });

    // Another code is an ordinary coupon, whatever it is called.
    await user.type(couponInput(), 'TEST100OFF');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('Coupon Applied')).toBeInTheDocument();
    expect(screen.getByText('Coupon applied successfully!')).toBeInTheDocument();

    await user.clear(couponInput());
    await user.type(couponInput(), 'sandboxfree');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await user.click(await screen.findByRole('button', { name: 'Start Free Plan' }));
    expect(await screen.findByRole('heading', { name: 'Free Subscription Activated' })).toBeInTheDocument();
    expect(screen.getByText(/^100% discount applied! Your Essential plan is active with 10 reports a month/)).toBeInTheDocument();
  });

  it('checks out the plans and prices exactly as the server answers them', async () => {
    server.use(http.get('/api/plans', () => HttpResponse.json(buildRepricedPlans())));
    const bodies = await openCheckout('/subscribe');
    expect(screen.getByRole('heading', { level: 1, name: 'Subscribe to Team' })).toBeInTheDocument();
    const card = screen.getByRole('article', { name: 'Team plan' });
    expect(within(card).getByText('$129.00')).toBeInTheDocument();
    expect(within(card).getByText('150 reports per month')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Payment Details' })).toHaveTextContent('$129.00 a month.');
    expect(bodies).toEqual([{ planId: 'elite' }]);
  });

  it('says so when the plans cannot be loaded, and checks out after Retry', async () => {
    server.use(http.get('/api/plans', () => HttpResponse.json({ message: 'Unavailable', code: 'unavailable', fields: {} }, { status: 503 })));
    const bodies = answerSubscriptions();
    renderApp('/subscribe?plan=pro', { user: buildUser() });
    expect(await screen.findByText('The plans and prices could not be loaded.')).toBeInTheDocument();
    expect(bodies).toEqual([]);

    server.use(http.get('/api/plans', () => HttpResponse.json(buildRepricedPlans())));
    await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Subscribe to Pro' })).toBeInTheDocument();
    expect(within(screen.getByRole('article', { name: 'Pro plan' })).getByText('$59.00')).toBeInTheDocument();
  });

  it('says "Coupon Error" with the message for an unknown coupon and keeps the payment', async () => {
    const bodies = await openCheckout();
    const user = userEvent.setup({ delay: null });
    await user.type(couponInput(), 'BOGUS');
    await user.click(screen.getByRole('button', { name: 'Apply' }));

    expect(await screen.findByText('Coupon Error')).toBeInTheDocument();
    expect(within(shownToast('Coupon Error')).getByText('The coupon BOGUS is not valid')).toBeInTheDocument();
    expect(couponInput()).toHaveAccessibleDescription('The coupon BOGUS is not valid');
    expect(screen.getByRole('button', { name: 'Confirm test payment' })).toBeEnabled();
    expect(bodies.at(-1)).toEqual({ planId: 'essential', couponCode: 'BOGUS' });
  });

  it('confirms a test payment: "Payment Successful", then the dashboard after 2 s', async () => {
    const confirmed: unknown[] = [];
    server.use(
      http.post('/api/billing/confirm-test-payment', async ({ request }) => {
        confirmed.push(await request.json());
        return HttpResponse.json(essentialBilling());
      }),
    );
    await openCheckout();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm test payment' }));

    await eventually(() => expect(screen.getByRole('heading', { name: 'Payment Successful' })).toBeInTheDocument());
    expect(screen.getByRole('alert')).toHaveTextContent('Payment Successful');
    expect(confirmed).toEqual([{ clientSecret: 'pi_1_secret' }]);

    await act(() => vi.advanceTimersByTimeAsync(1999));
    expect(location()).toHaveTextContent(/^\/subscribe\?plan=essential$/);
    await act(() => vi.advanceTimersByTimeAsync(1));
    await expectDashboard();
  });

  it('says "Error" with the message when the payment cannot be prepared, and can try again', async () => {
    let attempts = 0;
    server.use(
      http.post('/api/get-or-create-subscription', () => {
        attempts += 1;
        if (attempts === 1) return HttpResponse.json({ message: 'The payment provider is unavailable', code: 'unavailable', fields: {} }, { status: 503 });
        return HttpResponse.json({ clientSecret: 'pi_retry_secret' });
      }),
    );
    renderApp('/subscribe?plan=elite', { user: buildUser() });

    expect(await screen.findByText('The payment provider is unavailable')).toBeInTheDocument();
    expect(screen.getByText('Error')).toBeInTheDocument();
    expect(couponInput()).toBeDisabled();
    await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('button', { name: 'Confirm test payment' })).toBeInTheDocument();
  });

  it('hands a 401 to the unauthorized handling and goes to /auth after 500 ms', async () => {
    server.use(http.post('/api/get-or-create-subscription', () => HttpResponse.json(unauthorizedBody, { status: 401 })));
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    renderApp('/subscribe?plan=pro', { user: buildUser() });

    await eventually(() => expect(screen.getByText('Unauthorized')).toBeInTheDocument());
    expect(screen.getByText('You are logged out. Logging in again...')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(500));
    await eventually(() => expect(location()).toHaveTextContent(/^\/auth$/));
  });

  it('buys a single report for pay-per-report, without a coupon step', async () => {
    const intents: unknown[] = [];
    server.use(
      http.post('/api/create-payment-intent', async ({ request }) => {
        intents.push(await request.json());
        return HttpResponse.json({ clientSecret: 'pi_report_secret' });
      }),
      http.post('/api/billing/confirm-test-payment', () => HttpResponse.json(essentialBilling())),
    );
    renderApp('/subscribe?plan=pay-per-report', { user: buildUser() });

    expect(await screen.findByRole('heading', { level: 1, name: 'Buy a report' })).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Coupon code' })).not.toBeInTheDocument();
    await userEvent.setup({ delay: null }).click(await screen.findByRole('button', { name: 'Confirm test payment' }));
    expect(await screen.findByRole('heading', { name: 'Payment Successful' })).toBeInTheDocument();
    expect(intents).toEqual([{ amount: 4.99, description: 'Pay Per Report: one showing report' }]);
  });

  it('prices a single report as the server does', async () => {
    const intents: unknown[] = [];
    server.use(
      http.get('/api/plans', () => HttpResponse.json(buildRepricedPlans())),
      http.post('/api/create-payment-intent', async ({ request }) => {
        intents.push(await request.json());
        return HttpResponse.json({ clientSecret: 'pi_report_secret' });
      }),
    );
    renderApp('/subscribe?plan=pay-per-report', { user: buildUser() });
    expect(await screen.findByRole('heading', { level: 1, name: 'Buy a report' })).toBeInTheDocument();
    expect(within(screen.getByRole('article', { name: 'One Report plan' })).getByText('$6.50')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Payment Details' })).toHaveTextContent('$6.50 for one report, with no commitment.');
    await screen.findByRole('button', { name: 'Confirm test payment' });
    expect(intents).toEqual([{ amount: 6.5, description: 'One Report: one showing report' }]);
  });

  it('follows the page the server names for a single report', async () => {
    server.use(http.post('/api/create-payment-intent', () => HttpResponse.json({ clientSecret: 'pi_report_secret', url: '/pricing' })));
    renderApp('/subscribe?plan=pay-per-report', { user: buildUser() });
    expect(await screen.findByRole('heading', { name: 'Choose your plan' })).toBeInTheDocument();
    expect(location()).toHaveTextContent(/^\/pricing$/);
  });
});

describe('subscribe on a phone', () => {
  beforeEach(() => {
    stubPhoneScreen();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("puts Start Free Plan under the test coupon's explanation, not squeezed into the alert's action area", async () => {
    await openCheckout();
    const user = userEvent.setup({ delay: null });
    await user.type(couponInput(), 'TEST100OFF');
    await user.click(screen.getByRole('button', { name: 'Apply' }));

    const start = await screen.findByRole('button', { name: 'Start Free Plan' });
    const text = screen.getByText(/TEST100OFF takes the whole price off/);
    expect(start.closest('.MuiAlert-action')).toBeNull();
    // In the alert's message, after the text, so the text keeps the alert's whole width.
    expect(start.closest('.MuiAlert-message')).toBe(text.closest('.MuiAlert-message'));
    expect(text.compareDocumentPosition(start) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(within(text.closest('[role="alert"]') as HTMLElement).getByRole('button', { name: 'Start Free Plan' })).toBe(start);
  });
});
