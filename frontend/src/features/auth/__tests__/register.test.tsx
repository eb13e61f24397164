import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';

import { buildRepricedPlans, buildUser } from '@/testing/fixtures';
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
    server.use(http.post('/api/get-or-create-subscription', () => HttpResponse.json({ clientSecret: 'pi_elite_secret' })));
    renderApp('/auth?tab=signin&plan=elite');
    expect(await screen.findByRole('tab', { name: 'Register', selected: true })).toBeInTheDocument();
    expect(await screen.findByText('Selected plan: Elite')).toBeInTheDocument();

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

  it('goes on to the checkout of the plan the screen was opened with', async () => {
    answerRegistration();
    const subscriptions: unknown[] = [];
    server.use(
      http.post('/api/get-or-create-subscription', async ({ request }) => {
        subscriptions.push(await request.json());
        return HttpResponse.json({ clientSecret: 'pi_essential_secret' });
      }),
    );
    renderApp('/auth?plan=essential');
    const user = userEvent.setup({ delay: null });
    await screen.findByRole('form', { name: 'Register' });
    await fillValidForm(user);
    await user.click(screen.getByRole('button', { name: 'Create Account' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Subscribe to Essential' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/subscribe\?plan=essential$/);
    expect(await screen.findByRole('button', { name: 'Confirm test payment' })).toBeInTheDocument();
    expect(subscriptions).toEqual([{ planId: 'essential' }]);
  });

  it("names the selected plan and picks the default plan as the server's plans say", async () => {
    server.use(
      http.get('/api/plans', () => HttpResponse.json(buildRepricedPlans())),
      http.post('/api/get-or-create-subscription', () => HttpResponse.json({ clientSecret: 'pi_team_secret' })),
    );
    const sent = answerRegistration();
    renderApp('/auth?plan=elite');
    expect(await screen.findByText('Selected plan: Team')).toBeInTheDocument();

    const user = userEvent.setup({ delay: null });
    await fillValidForm(user);
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText('Registration successful')).toBeInTheDocument();
    expect(sent.body?.selectedPlan).toBe('elite');
    expect(await screen.findByRole('heading', { level: 1, name: 'Subscribe to Team' })).toBeInTheDocument();
  });

  it('sends the server default plan when none is chosen', async () => {
    server.use(
      http.get('/api/plans', () => HttpResponse.json(buildRepricedPlans())),
      http.post('/api/get-or-create-subscription', () => HttpResponse.json({ clientSecret: 'pi_team_secret' })),
    );
    const sent = answerRegistration();
    renderApp('/auth?tab=register&plan=platinum');
    expect(await screen.findByText('Selected plan: Team')).toBeInTheDocument();
    const user = userEvent.setup({ delay: null });
    await fillValidForm(user);
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText('Registration successful')).toBeInTheDocument();
    expect(sent.body?.selectedPlan).toBe('elite');
    expect(await screen.findByRole('heading', { level: 1, name: 'Subscribe to Team' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/subscribe\?plan=elite$/);
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
    expect(screen.getByText('An account with this email already exists')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Email/)).toHaveAccessibleDescription('This email is already registered');
  });

  describe('with a logo', () => {
    /** jsdom has no object URLs; the preview gets a stand-in one. */
    beforeEach(() => {
      vi.stubGlobal('URL', Object.assign(class extends URL {}, { createObjectURL: () => 'blob:logo-preview', revokeObjectURL: () => undefined }));
    });
    afterEach(() => {
      vi.unstubAllGlobals();
    });

    const png = () => new File(['PNG bytes'], 'brand.png', { type: 'image/png' });

    it('previews the chosen logo before anything is sent', async () => {
      renderApp('/auth?tab=register');
      const user = userEvent.setup({ delay: null });
      const picker = await screen.findByLabelText('Company logo (optional)');
      expect(picker).toHaveAttribute('accept', expect.stringContaining('image/png'));
      await user.upload(picker, png());

      expect(screen.getByText('brand.png')).toBeInTheDocument();
      expect(screen.getByRole('img', { name: 'Logo preview' })).toHaveAttribute('src', 'blob:logo-preview');
      expect(screen.getByText('Uploaded when your account is created')).toBeInTheDocument();

      await user.click(screen.getByRole('button', { name: 'Remove' }));
      expect(screen.queryByText('brand.png')).not.toBeInTheDocument();
      expect(screen.queryByRole('img', { name: 'Logo preview' })).not.toBeInTheDocument();
    });

    it.each([
      ['a file that is not an image', new File(['GIF89a'], 'brand.gif', { type: 'image/gif' }), 'The logo must be a PNG, JPG or SVG image'],
      ['a file over 2 MB', new File([new Uint8Array(2 * 1024 * 1024 + 1)], 'huge.png', { type: 'image/png' }), 'The logo must be at most 2 MB'],
    ])('refuses %s with a clear message', async (_, file, message) => {
      renderApp('/auth?tab=register');
      const user = userEvent.setup({ delay: null, applyAccept: false });
      const picker = await screen.findByLabelText('Company logo (optional)');
      await user.upload(picker, file);

      expect(picker).toHaveAccessibleDescription(message);
      expect(screen.queryByRole('img', { name: 'Logo preview' })).not.toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Choose Logo' })).toBeInTheDocument();
    });

    it('uploads the logo once the account exists, then welcomes the user on /pricing', async () => {
      const calls: string[] = [];
      server.use(
        http.post('/api/register', () => {
          calls.push('register');
          return HttpResponse.json(buildUser({ firstName: 'Ana', lastName: 'Silva' }), { status: 201 });
        }),
        http.post('/api/user/logo', async ({ request }) => {
          calls.push(`logo ${request.headers.get('Content-Type')?.split(';')[0]} ${(await request.formData()).has('logo')}`);
          return HttpResponse.json(buildUser({ firstName: 'Ana', lastName: 'Silva', logoUrl: '/api/user/logo' }));
        }),
      );
      renderApp('/auth?tab=register');
      const user = userEvent.setup({ delay: null });
      await user.upload(await screen.findByLabelText('Company logo (optional)'), png());
      await fillValidForm(user);
      await user.click(screen.getByRole('button', { name: 'Create Account' }));

      expect(await screen.findByText('Registration successful')).toBeInTheDocument();
      expect(calls).toEqual(['register', 'logo multipart/form-data true']);
      expect(await screen.findByRole('heading', { name: 'Choose your plan' })).toBeInTheDocument();
      expect(screen.getByTestId('location')).toHaveTextContent(/^\/pricing$/);
    });

    it('still goes to /pricing when the logo is refused, saying "Logo Upload Failed" with the reason', async () => {
      answerRegistration();
      server.use(
        http.post('/api/user/logo', () =>
          HttpResponse.json(
            { message: 'The logo must be a PNG, JPEG or SVG image', code: 'invalid_logo', fields: { logo: 'The logo must be a PNG, JPEG or SVG image' } },
            { status: 400 },
          ),
        ),
      );
      renderApp('/auth?tab=register');
      const user = userEvent.setup({ delay: null });
      await user.upload(await screen.findByLabelText('Company logo (optional)'), png());
      await fillValidForm(user);
      await user.click(screen.getByRole('button', { name: 'Create Account' }));

      expect(await screen.findByText('Logo Upload Failed')).toBeInTheDocument();
      expect(
        screen.getByText('The logo must be a PNG, JPEG or SVG image. Your account was created; you can add a logo later from your profile.'),
      ).toBeInTheDocument();
      expect(await screen.findByRole('heading', { name: 'Choose your plan' })).toBeInTheDocument();
      expect(screen.getByTestId('location')).toHaveTextContent(/^\/pricing$/);
    });

    it('does not upload anything when registration fails', async () => {
      let uploads = 0;
      server.use(
        http.post('/api/register', () => HttpResponse.json({ message: 'An account with this email already exists', code: 'conflict', fields: {} }, { status: 409 })),
        http.post('/api/user/logo', () => {
          uploads += 1;
          return HttpResponse.json(buildUser());
        }),
      );
      renderApp('/auth?tab=register');
      const user = userEvent.setup({ delay: null });
      await user.upload(await screen.findByLabelText('Company logo (optional)'), png());
      await fillValidForm(user);
      await user.click(screen.getByRole('button', { name: 'Create Account' }));

      expect(await screen.findByText('Registration failed')).toBeInTheDocument();
      expect(uploads).toBe(0);
    });
  });
});
