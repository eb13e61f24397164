import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';

import { buildCmaReport, buildReport, buildShowing, buildUser } from '@/testing/fixtures';
import { mainButton, pressMainButton } from '@/testing/generate-button';
import { renderApp } from '@/testing/render';
import { server } from '@/testing/server';
import { eventually } from '@/testing/wait';

const REPAIRS = 'The water heater is leaking and the roof has missing shingles';
const UPDATES = 'Paint the living room';

type Events = ReturnType<typeof userEvent.setup>;

// Found by label and heading text: role queries work out every accessible name on this long
// form, which is slow in a test DOM. Labels of required fields end in " *", hence the prefix match.
const textbox = (name: string) => screen.getByLabelText(new RegExp(`^${name.replace(/[()]/g, '\\$&')}(\\s*\\*)?$`), { selector: 'input, textarea' });
const region = (name: string) => screen.queryByText(name, { selector: 'h2' })?.closest('section') ?? null;

async function openForm() {
  renderApp('/new-showing', { user: buildUser() });
  await screen.findByRole('heading', { level: 1, name: 'New Property Showing' });
  return userEvent.setup({ delay: null });
}

/** Puts text into a field in one input event (as dictation or a paste would); typing every key is slow. */
async function fill(events: Events, name: string, text: string) {
  await events.click(textbox(name));
  await events.paste(text);
}

async function toDetails(events: Events, repairs = REPAIRS, updates = UPDATES) {
  if (repairs) await fill(events, 'Repairs Needed', repairs);
  if (updates) await fill(events, 'Updates Wanted', updates);
  await pressMainButton(events);
  await screen.findByText('Property Information', { selector: 'h2' });
}

async function toReview(events: Events) {
  await pressMainButton(events);
  await screen.findByText('Review & Edit Repairs/Updates', { selector: 'h2' });
}

/** Records what the calls received; answers with thin fixtures. */
function answerGeneration({ generate = () => HttpResponse.json(buildReport({ showingId: 42 }), { status: 201 }) } = {}) {
  const seen = { created: [] as unknown[], generatedFor: [] as string[] };
  server.use(
    http.post('/api/showings', async ({ request }) => {
      seen.created.push(await request.json());
      return HttpResponse.json(buildShowing({ id: 42, status: 'pending' }), { status: 201 });
    }),
    http.post('/api/showings/:id/generate-report', ({ params }) => {
      seen.generatedFor.push(String(params.id));
      return generate();
    }),
    // Read again after generating: the report and the market analysis written with it.
    http.get('/api/reports/42', () => HttpResponse.json([buildReport({ showingId: 42 }), buildCmaReport(null, { showingId: 42 })])),
    // The new report opens once it is written.
    http.get('/api/showings/42', () => HttpResponse.json(buildShowing({ id: 42 }))),
  );
  return seen;
}

/** What the create call carries for facts that were left empty. */
const noSubjectFacts = { squareFeet: null, bedrooms: null, bathrooms: null, yearBuilt: null, lotSizeAcres: null };

describe('new showing: the 3-press flow', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('starts with only the Repairs/Updates boxes and a Generate Report button', async () => {
    await openForm();
    expect(region('Repairs/Updates')).toBeInTheDocument();
    expect(textbox('Repairs Needed')).toHaveValue('');
    expect(textbox('Updates Wanted')).toHaveValue('');
    expect(mainButton()).toHaveTextContent('Generate Report');
    expect(region('Property Information')).not.toBeInTheDocument();
    expect(region('Agent Information')).not.toBeInTheDocument();
    expect(region('Client Information')).not.toBeInTheDocument();
    expect(region('Review & Edit Repairs/Updates')).not.toBeInTheDocument();
  });

  it('needs at least one repair or update before the first press goes on', async () => {
    const events = await openForm();
    await pressMainButton(events);
    expect(await screen.findByText('Record or type at least one repair or update')).toBeInTheDocument();
    expect(region('Property Information')).not.toBeInTheDocument();

    await fill(events, 'Updates Wanted', UPDATES);
    await pressMainButton(events);
    expect(await screen.findByText('Property Information', { selector: 'h2' })).toBeInTheDocument();
  });

  it('reveals the details, then the review, then generates, says so and opens the new report after 1.5 s', async () => {
    const seen = answerGeneration();
    const events = await openForm();

    // Press 1: the detail sections, the agent prefilled from the profile.
    await toDetails(events);
    expect(region('Agent Information')).toBeInTheDocument();
    expect(region('Client Information')).toBeInTheDocument();
    expect(region('Review & Edit Repairs/Updates')).not.toBeInTheDocument();
    expect(mainButton()).toHaveTextContent(/^Generate Report$/);
    expect(textbox('Agent Name')).toHaveValue('Jane Doe');
    expect(textbox('Agent Email')).toHaveValue('jane@example.com');
    expect(textbox('Agent Phone')).toHaveValue('5551234567');
    expect(textbox('Agent Company')).toHaveValue('Doe Realty');
    expect(textbox('Property Address')).toBeRequired();
    expect(textbox('Client Phone')).toBeRequired();

    await fill(events, 'Property Address', '12 Oak St, Austin, TX 78704');
    await fill(events, 'List Price', '$525,000');
    await fill(events, 'Property Description', '3 bed ranch');
    await fill(events, 'Client Name', 'Sam Carter');
    await fill(events, 'Client Email', 'sam@example.com');
    await fill(events, 'Client Phone', '512-555-0188');

    // Press 2: editable copies of the notes; the button now reads Generate Final Report.
    await toReview(events);
    expect(mainButton()).toHaveTextContent('Generate Final Report');
    expect(textbox('Repairs Needed (final)')).toHaveValue(REPAIRS);
    expect(textbox('Updates Wanted (final)')).toHaveValue(UPDATES);
    await fill(events, 'Repairs Needed (final)', '. The furnace is 20 years old');
    expect(seen.created).toHaveLength(0);

    // Press 3: create the showing, then generate its report.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    fireEvent.click(mainButton());
    await eventually(() => expect(screen.getByText('Report Generated Successfully!')).toBeInTheDocument());
    expect(seen.created).toEqual([
      {
        propertyAddress: '12 Oak St, Austin, TX 78704',
        propertyDescription: '3 bed ranch',
        listPrice: 525000,
        // The description states the bedrooms, which filled their box.
        ...noSubjectFacts,
        bedrooms: 3,
        agentName: 'Jane Doe',
        agentEmail: 'jane@example.com',
        agentPhone: '5551234567',
        agentCompany: 'Doe Realty',
        clientName: 'Sam Carter',
        clientEmail: 'sam@example.com',
        clientPhone: '512-555-0188',
        repairsNeeded: `${REPAIRS}. The furnace is 20 years old`,
        updatesWanted: UPDATES,
      },
    ]);
    expect(seen.generatedFor).toEqual(['42']);

    await act(() => vi.advanceTimersByTimeAsync(1499));
    expect(screen.getByTestId('location')).toHaveTextContent('/new-showing');
    await act(() => vi.advanceTimersByTimeAsync(1));
    // The report screen is a lazy chunk; real timers let the usual waiting find it however long it takes.
    vi.useRealTimers();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/reports\/42$/), { timeout: 15_000 });
  }, 60_000);

  it('sends empty details as empty values and makes nothing up', async () => {
    const seen = answerGeneration();
    const events = await openForm();
    await toDetails(events, REPAIRS, '');
    await events.clear(textbox('Agent Phone'));
    await toReview(events);
    await pressMainButton(events);

    expect(await screen.findByText('Report Generated Successfully!')).toBeInTheDocument();
    expect(seen.created).toEqual([
      {
        propertyAddress: '',
        propertyDescription: '',
        listPrice: null,
        ...noSubjectFacts,
        agentName: 'Jane Doe',
        agentEmail: 'jane@example.com',
        agentPhone: '',
        agentCompany: 'Doe Realty',
        clientName: '',
        clientEmail: '',
        clientPhone: '',
        repairsNeeded: REPAIRS,
        updatesWanted: '',
      },
    ]);
  });

  it('sends the home facts with the create call and shows them in the review', async () => {
    const seen = answerGeneration();
    const events = await openForm();
    await toDetails(events);
    await fill(events, 'Square feet', '1,700');
    await fill(events, 'Bedrooms', '3');
    await fill(events, 'Bathrooms', '2.5');
    await fill(events, 'Year built', '1995');
    await fill(events, 'Lot size (acres)', '0.25');
    await toReview(events);
    const review = region('Review & Edit Repairs/Updates') as HTMLElement;
    expect(within(review).getByText('1,700 sq ft · 3 bedrooms · 2.5 bathrooms · built 1995 · 0.25 acres')).toBeInTheDocument();
    expect(within(review).getByText('none added')).toBeInTheDocument();
    await pressMainButton(events);

    expect(await screen.findByText('Report Generated Successfully!')).toBeInTheDocument();
    expect(seen.created).toEqual([expect.objectContaining({ squareFeet: 1700, bedrooms: 3, bathrooms: 2.5, yearBuilt: 1995, lotSizeAcres: 0.25 })]);
  }, 30_000);

  it('fills the home facts the description states, and keeps what the agent typed', async () => {
    answerGeneration();
    const events = await openForm();
    await toDetails(events);
    await fill(events, 'Bedrooms', '4');
    await fill(events, 'Property Description', '3 bed, 2 bath ranch with a new roof, 1,850 sq ft, built 1998');

    expect(textbox('Bedrooms')).toHaveValue('4');
    expect(textbox('Bathrooms')).toHaveValue('2');
    expect(textbox('Square feet')).toHaveValue('1850');
    expect(textbox('Year built')).toHaveValue('1998');
    expect(textbox('Lot size (acres)')).toHaveValue('');

    // A corrected description corrects the boxes it filled.
    await events.clear(textbox('Property Description'));
    await events.paste('3 bed, 2.5 bath ranch, 1,900 sq ft');
    expect(textbox('Bathrooms')).toHaveValue('2.5');
    expect(textbox('Square feet')).toHaveValue('1900');
    expect(textbox('Year built')).toHaveValue('');
    expect(textbox('Bedrooms')).toHaveValue('4');
  }, 30_000);

  it('does not generate when Enter is pressed in a one-line field', async () => {
    const seen = answerGeneration();
    const events = await openForm();
    await toDetails(events);
    await toReview(events);
    await events.type(textbox('Client Name'), 'Sam{Enter}');

    expect(textbox('Client Name')).toHaveValue('Sam');
    expect(mainButton()).toHaveTextContent('Generate Final Report');
    expect(seen.created).toHaveLength(0);
  });

  it('checks the list price and e-mail addresses when they are given', async () => {
    const events = await openForm();
    await toDetails(events);
    await fill(events, 'List Price', '-5');
    await fill(events, 'Client Email', 'sam@');
    await pressMainButton(events);

    expect(await screen.findByText('List price must be a positive number')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid email address')).toBeInTheDocument();
    expect(region('Review & Edit Repairs/Updates')).not.toBeInTheDocument();
  });

  it('checks the home facts when they are given, with the server\'s limits', async () => {
    const events = await openForm();
    await toDetails(events);
    await fill(events, 'Square feet', '0');
    await fill(events, 'Bedrooms', '2.5');
    await fill(events, 'Bathrooms', '2.25');
    await fill(events, 'Year built', String(new Date().getFullYear() + 2));
    await fill(events, 'Lot size (acres)', '-1');
    await pressMainButton(events);

    expect(await screen.findByText('Square feet must be more than zero')).toBeInTheDocument();
    expect(screen.getByText('Bedrooms must be a whole number')).toBeInTheDocument();
    expect(screen.getByText('Bathrooms must be a whole or half number, such as 2 or 2.5')).toBeInTheDocument();
    expect(screen.getByText(`Year built must be between 1600 and ${new Date().getFullYear() + 1}`)).toBeInTheDocument();
    expect(screen.getByText('Lot size must be a number of acres, such as 0.25')).toBeInTheDocument();
    expect(region('Review & Edit Repairs/Updates')).not.toBeInTheDocument();
  }, 30_000);

  it('keeps notes within 20,000 characters', async () => {
    const events = await openForm();
    fireEvent.change(textbox('Repairs Needed'), { target: { value: 'a'.repeat(20_001) } });
    await pressMainButton(events);
    expect(await screen.findByText('Notes must be at most 20,000 characters')).toBeInTheDocument();
    expect(region('Property Information')).not.toBeInTheDocument();
  });

  it('says "Failed to create showing" when the showing cannot be saved, and shows field messages', async () => {
    server.use(
      http.post('/api/showings', () =>
        HttpResponse.json(
          { message: 'Please correct the highlighted fields', code: 'validation', fields: { propertyAddress: 'Property address must be at most 300 characters' } },
          { status: 400 },
        ),
      ),
    );
    const events = await openForm();
    await toDetails(events);
    await toReview(events);
    await pressMainButton(events);

    expect(await screen.findByText('Error')).toBeInTheDocument();
    expect(screen.getByText('Failed to create showing. Please try again.')).toBeInTheDocument();
    expect(textbox('Property Address')).toHaveAccessibleDescription(/Property address must be at most 300 characters/);
    expect(screen.getByTestId('location')).toHaveTextContent('/new-showing');
  });

  it("shows the server's reason when the report is refused, and retries only the report", async () => {
    let refuse = true;
    const seen = answerGeneration({
      generate: () =>
        refuse
          ? HttpResponse.json(
              { message: 'You have used your 1 free trial report. Choose a plan to generate more reports.', code: 'allowance_used_up', fields: {} },
              { status: 402 },
            )
          : HttpResponse.json(buildReport({ showingId: 42 }), { status: 201 }),
    });
    const events = await openForm();
    await toDetails(events);
    await toReview(events);
    await pressMainButton(events);

    expect(await screen.findByText('Report Generation Failed')).toBeInTheDocument();
    expect(
      screen.getByText('Error: You have used your 1 free trial report. Choose a plan to generate more reports.'),
    ).toBeInTheDocument();
    const alert = screen.getByText('Report allowance used up').closest('[role="alert"]') as HTMLElement;
    expect(within(alert).getByRole('link', { name: 'View Plans' })).toHaveAttribute('href', '/pricing');
    expect(within(alert).getByRole('link', { name: 'Open Showing' })).toHaveAttribute('href', '/reports/42');

    refuse = false;
    await pressMainButton(events);
    expect(await screen.findByText('Report Generated Successfully!')).toBeInTheDocument();
    expect(seen.created).toHaveLength(1);
    expect(seen.generatedFor).toEqual(['42', '42']);
  });

  it('says "Failed to generate report" when the report service fails', async () => {
    answerGeneration({ generate: () => HttpResponse.json({ message: 'Internal error', code: 'internal', fields: {} }, { status: 500 }) });
    const events = await openForm();
    await toDetails(events);
    await toReview(events);
    await pressMainButton(events);

    expect(await screen.findByText('Failed to generate report. Please try again.')).toBeInTheDocument();
    expect(screen.getByText('Error')).toBeInTheDocument();
  });
});

describe('new showing: the report allowance', () => {
  it('says how many reports are left before the agent starts', async () => {
    renderApp('/new-showing', { user: buildUser({ reportsUsedThisMonth: 7, reportsLimit: 10 }) });
    await screen.findByRole('heading', { level: 1, name: 'New Property Showing' });
    expect(screen.getByText((_, element) => element?.tagName === 'P' && element.textContent === '3 reports left this month')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('warns before the first step when none are left, with a way to the plans', async () => {
    renderApp('/new-showing', { user: buildUser({ reportsUsedThisMonth: 1, reportsLimit: 1, subscriptionPlan: null, subscriptionStatus: 'inactive' }) });
    await screen.findByRole('heading', { level: 1, name: 'New Property Showing' });
    const warning = screen.getByRole('alert');
    expect(warning).toHaveTextContent('No reports left this month');
    expect(warning).toHaveTextContent('You have used your free report.');
    expect(within(warning).getByRole('link', { name: 'View Plans' })).toHaveAttribute('href', '/pricing');
    // It comes before the first step's notes.
    const notes = screen.getByLabelText(/^Repairs Needed/, { selector: 'textarea' });
    expect(warning.compareDocumentPosition(notes) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('does not ask for a plan "to generate this one" once the last report of the month is generated', async () => {
    answerGeneration();
    const events = await openForm();
    let generated = false;
    server.use(
      http.post('/api/showings/:id/generate-report', () => {
        generated = true;
        return HttpResponse.json(buildReport({ showingId: 42 }), { status: 201 });
      }),
      // The account as the server tells it when it is read again once the report is written.
      http.get('/api/user', () => HttpResponse.json(buildUser({ reportsUsedThisMonth: generated ? 1 : 0, reportsLimit: 1 }))),
    );
    const allowance = (count: string) => screen.queryByText((_, element) => element?.tagName === 'P' && element.textContent === `${count} left this month · View plans`);
    expect(allowance('1 report')).toBeInTheDocument();
    await toDetails(events);
    await toReview(events);
    await pressMainButton(events);

    expect(await screen.findByText('Report Generated Successfully!')).toBeInTheDocument();
    // The page stays a moment before the report opens: it states the count, with the plans.
    await waitFor(() => expect(allowance('0 reports')).toBeInTheDocument());
    expect(screen.queryByText('No reports left this month')).not.toBeInTheDocument();
    expect(screen.queryByText(/Choose a plan to generate this one/)).not.toBeInTheDocument();
  }, 30_000);

  it('names the allowance of a subscriber who used it up', async () => {
    renderApp('/new-showing', { user: buildUser({ reportsUsedThisMonth: 30, reportsLimit: 30, subscriptionPlan: 'pro', subscriptionStatus: 'active' }) });
    await screen.findByRole('heading', { level: 1, name: 'New Property Showing' });
    expect(screen.getByRole('alert')).toHaveTextContent('You have used all 30 reports of your allowance.');
  });
});
