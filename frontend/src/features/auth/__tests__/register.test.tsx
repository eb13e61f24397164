import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';

import { buildUser } from '@/testing/fixtures';
import { renderApp } from '@/testing/render';
import { server } from '@/testing/server';

type UserEvent = ReturnType<typeof userEvent.setup>;

async function fillValidForm(user: UserEvent) {
  await user.type(screen.getByLabelText(/^First Name/), 'Ana');
  await user.type(screen.getByLabelText(/^Last Name/), 'Silva');
  await user.type(screen.getByLabelText(/^Email/), 'ana@example.com');
  await user.type(screen.getByLabelText(/^Password/), 'secret123');
  await user.type(screen.getByLabelText(/^Phone/), '5125550100');
  await user.type(screen.getByLabelText(/^Broker Office Name/), 'Austin Central');
}

/** Thin fixture: answers like the server and remembers what was sent. */
function answerRegistration() {
  const sent: { body?: Record<string, unknown> } = {};
  server.use(
    http.post('/api/register', async ({ request }) => {
      sent.body = (await request.json()) as Record<string, unknown>;
      return HttpResponse.json(buildUser({ firstName: 'Ana', lastName: 'Silva' }), { status: 201 });
    }),
  );
  return sent;
}

describe('register', () => {
  it('opens on the Register tab with ?tab=register', async () => {
    renderApp('/auth?tab=register');
    expect(await screen.findByRole('tab', { name: 'Register', selected: true })).toBeInTheDocument();
  });

  it('shows every spec message for an empty form', async () => {
    renderApp('/auth?tab=register');
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Create Account' }));

    expect(await screen.findByText('First name must be at least 2 characters')).toBeInTheDocument();
    expect(screen.getByText('Last name must be at least 2 characters')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid email address')).toBeInTheDocument();
    expect(screen.getByText('Password must be at least 6 characters')).toBeInTheDocument();
    expect(screen.getByText('Phone number is required')).toBeInTheDocument();
    expect(screen.getByText('Broker office name is required')).toBeInTheDocument();
  });

  it('enforces the minimum lengths', async () => {
    renderApp('/auth?tab=register');
    const user = userEvent.setup({ delay: null });
    await user.type(await screen.findByLabelText(/^First Name/), 'A');
    await user.type(screen.getByLabelText(/^Last Name/), 'S');
    await user.type(screen.getByLabelText(/^Email/), 'ana@');
    await user.type(screen.getByLabelText(/^Password/), '12345');
    await user.type(screen.getByLabelText(/^Phone/), '512555');
    await user.type(screen.getByLabelText(/^Broker Office Name/), 'A');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));

    expect(await screen.findByText('First name must be at least 2 characters')).toBeInTheDocument();
    expect(screen.getByText('Last name must be at least 2 characters')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid email address')).toBeInTheDocument();
    expect(screen.getByText('Password must be at least 6 characters')).toBeInTheDocument();
    expect(screen.getByText('Phone number is required')).toBeInTheDocument();
    expect(screen.getByText('Broker office name is required')).toBeInTheDocument();
  });

  it('does not require a company', async () => {
    const sent = answerRegistration();
    renderApp('/auth?tab=register');
    const user = userEvent.setup({ delay: null });
    await screen.findByRole('form', { name: 'Register' });
    await fillValidForm(user);
    await user.click(screen.getByRole('button', { name: 'Create Account' }));

    expect(await screen.findByText('Registration successful')).toBeInTheDocument();
    expect(sent.body).not.toHaveProperty('company');
  });

  it('forces the Register tab for ?plan= and sends it as selectedPlan', async () => {
    const sent = answerRegistration();
    renderApp('/auth?tab=signin&plan=elite');
    expect(await screen.findByRole('tab', { name: 'Register', selected: true })).toBeInTheDocument();
    expect(screen.getByText('Selected plan: Elite')).toBeInTheDocument();

    const user = userEvent.setup({ delay: null });
    await fillValidForm(user);
    await user.type(screen.getByLabelText('Company'), 'Silva Homes');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));

    expect(await screen.findByText('Registration successful')).toBeInTheDocument();
    expect(sent.body).toEqual({
      firstName: 'Ana',
      lastName: 'Silva',
      email: 'ana@example.com',
      password: 'secret123',
      company: 'Silva Homes',
      phone: '5125550100',
      brokerOfficeName: 'Austin Central',
      selectedPlan: 'elite',
    });
  });

  it('sends selectedPlan "pro" by default, welcomes the user and goes to /pricing', async () => {
    const sent = answerRegistration();
    renderApp('/auth?tab=register');
    const user = userEvent.setup({ delay: null });
    await screen.findByRole('form', { name: 'Register' });
    await fillValidForm(user);
    await user.click(screen.getByRole('button', { name: 'Create Account' }));

    expect(await screen.findByText('Registration successful')).toBeInTheDocument();
    expect(screen.getByText('Welcome Ana! Please choose your plan.')).toBeInTheDocument();
    expect(sent.body?.selectedPlan).toBe('pro');
    expect(await screen.findByRole('heading', { name: 'Choose your plan' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/pricing$/);
  });

  it('shows the server field errors on the form and "Registration failed"', async () => {
    server.use(
      http.post('/api/register', () =>
        HttpResponse.json(
          { message: 'An account with this email already exists', code: 'conflict', fields: { email: 'This email is already registered' } },
          { status: 409 },
        ),
      ),
    );
    renderApp('/auth?tab=register');
    const user = userEvent.setup({ delay: null });
    await screen.findByRole('form', { name: 'Register' });
    await fillValidForm(user);
    await user.click(screen.getByRole('button', { name: 'Create Account' }));

    expect(await screen.findByText('Registration failed')).toBeInTheDocument();
    expect(screen.getByText('409: An account with this email already exists')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Email/)).toHaveAccessibleDescription('This email is already registered');
  });

  it('previews a chosen logo and keeps it local', async () => {
    renderApp('/auth?tab=register');
    const user = userEvent.setup({ delay: null });
    const picker = await screen.findByLabelText('Company logo (optional)');
    expect(picker).toHaveAttribute('accept', expect.stringContaining('image/png'));
    await user.upload(picker, new File(['<svg/>'], 'logo.svg', { type: 'image/svg+xml' }));
    expect(screen.getByText('logo.svg')).toBeInTheDocument();
    expect(screen.getByText('You can add your logo later from your profile')).toBeInTheDocument();
  });
});
