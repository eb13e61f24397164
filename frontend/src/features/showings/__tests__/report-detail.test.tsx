import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, delay, http } from 'msw';

import { buildCmaReport, buildDelivery, buildItem, buildReport, buildShowing, buildUser, unauthorizedBody } from '@/testing/fixtures';
import { renderApp } from '@/testing/render';
import { server } from '@/testing/server';

import { fakeSending } from './send-fakes';

type Report = ReturnType<typeof buildReport>;

const notFound = { message: 'Showing not found', code: 'not_found', fields: {} };

/** Thin fixtures: the showing and its reports as the server would answer them. */
function answer({ showing = buildShowing(), reports = [buildReport()] as Report[] } = {}) {
  server.use(
    http.get(`/api/showings/${showing.id}`, () => HttpResponse.json(showing)),
    http.get(`/api/reports/${showing.id}`, () => HttpResponse.json(reports)),
  );
}

async function openReport(path = '/reports/7') {
  renderApp(path, { user: buildUser() });
  return userEvent.setup({ delay: null });
}

const section = (name: string) => screen.getByRole('region', { name });

describe('report detail', () => {
  it('shows a skeleton while loading, then the header with its badges', async () => {
    server.use(
      http.get('/api/showings/7', async () => {
        await delay(100);
        return HttpResponse.json(buildShowing());
      }),
      http.get('/api/reports/7', () => HttpResponse.json([buildReport()])),
    );
    await openReport();
    expect(await screen.findByLabelText('Loading report')).toBeInTheDocument();

    expect(await screen.findByRole('heading', { level: 1, name: '12 Oak St, Austin, TX 78704' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Loading report')).not.toBeInTheDocument();
    expect(screen.getByText('Report for Sam Carter')).toBeInTheDocument();
    expect(screen.getByText('Draft')).toBeInTheDocument();
    expect(screen.getByText('completed')).toBeInTheDocument();
    expect(screen.getByText('Generated Mar 14, 2026')).toBeInTheDocument();
  });

  it.each([
    ['an unknown or foreign showing', '/reports/7'],
    ['an id that is not an integer', '/reports/abc'],
    ['an id with trailing characters', '/reports/7x'],
  ])('says "Showing Not Found" for %s, with a way back', async (_, path) => {
    server.use(http.get('/api/showings/7', () => HttpResponse.json(notFound, { status: 404 })), http.get('/api/reports/7', () => HttpResponse.json(notFound, { status: 404 })));
    await openReport(path);
    expect(await screen.findByRole('heading', { name: 'Showing Not Found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Dashboard' })).toHaveAttribute('href', '/dashboard');
  });

  it('shows the newest comprehensive report: repairs and upgrades with ranges, typical costs and totals', async () => {
    answer({
      reports: [
        buildReport({ id: 40, reportType: 'cma' }, { summary: 'Market analysis' }),
        buildReport(
          { id: 39 },
          {
            repairs: [
              buildItem(),
              buildItem({ description: 'Foundation crack by the garage', category: 'Structural', priority: 'safety', estimatedCost: null, lowCost: null, highCost: null, catalogKey: null, note: 'Needs a contractor quote' }),
            ],
            unpricedRepairs: 1,
          },
        ),
        buildReport({ id: 38 }, { summary: 'An older report' }),
      ],
    });
    await openReport();

    const repairs = await screen.findByRole('table', { name: 'Required Repairs' });
    const heater = within(repairs).getByRole('row', { name: /Replace the leaking water heater/ });
    expect(within(heater).getByText('Plumbing')).toBeInTheDocument();
    expect(within(heater).getByText('Soon')).toBeInTheDocument();
    expect(within(heater).getByText('$880 – $1,810')).toBeInTheDocument();
    expect(within(heater).getByText('$1,330')).toBeInTheDocument();

    const crack = within(repairs).getByRole('row', { name: /Foundation crack/ });
    expect(within(crack).getByText('Needs a contractor quote')).toBeInTheDocument();
    expect(within(crack).getByText('Safety')).toBeInTheDocument();
    expect(within(crack).getByText('Quote needed')).toBeInTheDocument();

    const total = within(repairs).getByRole('row', { name: /Total Repairs/ });
    expect(within(total).getByText('$880 – $1,810')).toBeInTheDocument();
    expect(within(total).getByText('$1,330')).toBeInTheDocument();
    expect(screen.getByText('1 item needs a contractor quote and is not included in the total.')).toBeInTheDocument();

    const upgrades = screen.getByRole('table', { name: 'Desired Upgrades' });
    expect(within(upgrades).getByRole('row', { name: /Paint the living room/ })).toHaveTextContent('$950 – $2,600');
    expect(within(upgrades).getByRole('row', { name: /Total Upgrades/ })).toHaveTextContent('$1,700');

    expect(within(section('Summary')).getByText(/The water heater needs replacing soon/)).toBeInTheDocument();
    expect(screen.queryByText('Market analysis')).not.toBeInTheDocument();
    expect(screen.queryByText('An older report')).not.toBeInTheDocument();
  });

  it('shows the investment summary from the list price', async () => {
    answer();
    await openReport();
    const investment = await screen.findByRole('region', { name: 'Investment Summary' });
    expect(within(investment).getByText('List Price').nextSibling).toHaveTextContent('$525,000');
    expect(within(investment).getByText('Plus Repairs').nextSibling).toHaveTextContent('$526,330');
    expect(within(investment).getByText('Total with All Improvements').nextSibling).toHaveTextContent('$528,030');
  });

  it('says the list price was not provided and shows only the improvement totals', async () => {
    answer({ reports: [buildReport({}, { listPrice: null, totalWithRepairs: null, totalWithUpgrades: null })] });
    await openReport();
    const investment = await screen.findByRole('region', { name: 'Investment Summary' });
    expect(within(investment).getByText('The list price was not provided, so only the repair and upgrade totals are shown.')).toBeInTheDocument();
    expect(within(investment).queryByText('List Price')).not.toBeInTheDocument();
    expect(within(investment).queryByText('Total with All Improvements')).not.toBeInTheDocument();
    expect(within(investment).getByText('Repairs').nextSibling).toHaveTextContent('$1,330');
    expect(within(investment).getByText('Upgrades').nextSibling).toHaveTextContent('$1,700');
  });

  it('names the writer and the region, and shows the disclaimer', async () => {
    answer();
    await openReport();
    const about = await screen.findByRole('region', { name: 'About This Estimate' });
    expect(within(about).getByText(/built-in cost estimator/)).toBeInTheDocument();
    expect(within(about).getByText('Costs adjusted for TX (regional cost factor ×0.92).')).toBeInTheDocument();
    expect(within(about).getByText('Cost figures are budgeting ranges, not contractor bids.')).toBeInTheDocument();
  });

  describe('Download PDF', () => {
    it('is always offered (the server renders the PDF on its first download), from the PDF endpoint', async () => {
      answer();
      renderApp('/reports/7', { user: buildUser() });
      const link = await screen.findByRole('link', { name: 'Download PDF' });
      expect(link).toHaveAttribute('href', '/api/showings/7/reports/31/pdf');
      expect(link).toHaveAttribute('download');
    });
  });

  describe('Send Report to Buyer', () => {
    const unavailable = {
      message: 'The service is temporarily unavailable. Please try again.',
      code: 'unavailable',
      fields: {},
    };

    /** Presses "Send Report to Buyer" and waits for the message in the confirmation. */
    async function openConfirmation(events: ReturnType<typeof userEvent.setup>) {
      const button = await screen.findByRole('button', { name: 'Send Report to Buyer' });
      await waitFor(() => expect(button).toBeEnabled());
      await events.click(button);
      const dialog = await screen.findByRole('dialog', { name: 'Send the report to the buyer?' });
      await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Send' })).toBeEnabled());
      return dialog;
    }

    /** Asks, then presses the confirmation's Send. */
    async function confirmSend(events: ReturnType<typeof userEvent.setup>) {
      const dialog = await openConfirmation(events);
      await events.click(within(dialog).getByRole('button', { name: 'Send' }));
      return dialog;
    }

    it('asks first, sends without a body, is busy while sending, then says "Report Sent" and reads "Report Already Sent"', async () => {
      answer();
      const sending = fakeSending({
        respond: async () => {
          await delay(100);
          return undefined;
        },
      });
      const events = await openReport();
      const send = await screen.findByRole('button', { name: 'Send Report to Buyer' });
      await waitFor(() => expect(send).toBeEnabled());
      expect(send).toHaveAccessibleDescription('To sam@example.com, with a copy to you.');
      expect(screen.getByText('Draft')).toBeInTheDocument();

      const dialog = await confirmSend(events);
      expect(within(dialog).getByRole('button', { name: 'Send' })).toBeDisabled();
      expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();

      expect(await screen.findByText('Report Sent')).toBeInTheDocument();
      expect(screen.getByText('The report has been sent to the buyer successfully.')).toBeInTheDocument();
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(screen.getByRole('button', { name: 'Report Already Sent' })).toBeDisabled();
      expect(screen.getByText('Queued', { selector: '[role="status"]' })).toBeInTheDocument();
      expect(screen.getByText('To Sam Carter <sam@example.com>, with a copy to you')).toBeInTheDocument();
      // Queued is not sent: the badge reads Sent only once the delivery was.
      expect(screen.getByText('Draft')).toBeInTheDocument();
      expect(sending.bodies).toEqual(['']);
    });

    it('says "Error" with the message when sending is refused, and can be pressed again', async () => {
      answer();
      let refuse = true;
      const sending = fakeSending({ respond: () => (refuse ? HttpResponse.json(unavailable, { status: 503 }) : undefined) });
      const events = await openReport();
      await confirmSend(events);

      expect(await screen.findByText('Error')).toBeInTheDocument();
      expect(screen.getByText(`${unavailable.message}`)).toBeInTheDocument();
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      const send = screen.getByRole('button', { name: 'Send Report to Buyer' });
      await waitFor(() => expect(send).toBeEnabled());
      expect(screen.getByText('Draft')).toBeInTheDocument();

      refuse = false;
      await confirmSend(events);
      expect(await screen.findByText('Report Sent')).toBeInTheDocument();
      expect(await screen.findByRole('button', { name: 'Report Already Sent' })).toBeDisabled();
      expect(sending.bodies).toHaveLength(2);
      expect(sending.deliveries).toHaveLength(1);
    });

    it('sends the edited summary while editing, then leaves edit mode showing the saved summary', async () => {
      answer();
      const saved = 'Replace the water heater before closing.';
      const sending = fakeSending();
      const events = await openReport();
      const summary = await screen.findByRole('region', { name: 'Summary' });
      await events.click(within(summary).getByRole('button', { name: 'Edit' }));
      const box = within(summary).getByRole('textbox', { name: 'Summary' });
      await events.clear(box);
      await events.type(box, `${saved}  `);
      expect(screen.getByRole('button', { name: 'Send Report to Buyer' })).toHaveAccessibleDescription('Sending also saves the summary you are editing.');
      const dialog = await openConfirmation(events);
      expect(within(dialog).getByText(/The summary you are editing will be saved and sent with the report/)).toBeInTheDocument();
      await events.click(within(dialog).getByRole('button', { name: 'Send' }));

      expect(await screen.findByText('Report Sent')).toBeInTheDocument();
      expect(sending.bodies.map((body) => JSON.parse(body) as unknown)).toEqual([{ summary: saved }]);
      expect(within(summary).queryByRole('textbox')).not.toBeInTheDocument();
      expect(within(summary).getByText(saved)).toBeInTheDocument();
    });

    it('does not send the summary once editing was cancelled', async () => {
      answer();
      const sending = fakeSending();
      const events = await openReport();
      const summary = await screen.findByRole('region', { name: 'Summary' });
      await events.click(within(summary).getByRole('button', { name: 'Edit' }));
      await events.type(within(summary).getByRole('textbox', { name: 'Summary' }), ' Not kept.');
      await events.click(within(summary).getByRole('button', { name: 'Cancel' }));
      const dialog = await openConfirmation(events);
      expect(within(dialog).queryByText(/The summary you are editing/)).not.toBeInTheDocument();
      await events.click(within(dialog).getByRole('button', { name: 'Send' }));

      expect(await screen.findByText('Report Sent')).toBeInTheDocument();
      expect(sending.bodies).toEqual(['']);
    });

    it('does not ask or send with an empty edited summary', async () => {
      answer();
      const sending = fakeSending();
      const events = await openReport();
      const summary = await screen.findByRole('region', { name: 'Summary' });
      await events.click(within(summary).getByRole('button', { name: 'Edit' }));
      await events.clear(within(summary).getByRole('textbox', { name: 'Summary' }));
      const send = screen.getByRole('button', { name: 'Send Report to Buyer' });
      await waitFor(() => expect(send).toBeEnabled());
      await events.click(send);

      expect(await within(summary).findByText('Summary cannot be empty')).toBeInTheDocument();
      expect(screen.getByText('Error')).toBeInTheDocument();
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(sending.bodies).toEqual([]);
    });

    it('shows the report as sent when the server says it already was (409)', async () => {
      answer();
      const sending = fakeSending({
        respond: () => {
          // Another tab sent this version a moment ago.
          sending.deliveries = [buildDelivery({ status: 'sent', sentAt: '2026-03-14T16:01:00Z', nextAttemptAt: null })];
          sending.alreadySent = true;
          return HttpResponse.json({ message: 'This report was already sent to the buyer', code: 'already_sent', fields: {} }, { status: 409 });
        },
      });
      const events = await openReport();
      await confirmSend(events);

      expect(await screen.findByText('This report was already sent to the buyer')).toBeInTheDocument();
      expect(screen.getByText('Error')).toBeInTheDocument();
      expect(await screen.findByRole('button', { name: 'Report Already Sent' })).toBeDisabled();
      expect(await screen.findByText(/^Sent Mar 14, 2026/, { selector: '[role="status"]' })).toBeInTheDocument();
    });

    it('explains why it cannot send when the showing has no client email', async () => {
      const showing = buildShowing();
      answer({ showing: { ...showing, details: { ...showing.details, clientEmail: null } }, reports: [buildReport()] });
      await openReport();
      const send = await screen.findByRole('button', { name: 'Send Report to Buyer' });
      expect(send).toBeDisabled();
      expect(send).toHaveAccessibleDescription('This showing has no client email, so the report cannot be emailed. Download the PDF to share it.');
    });

    it('handles an expired session like the other report actions', async () => {
      answer();
      fakeSending({ respond: () => HttpResponse.json(unauthorizedBody, { status: 401 }) });
      const events = await openReport();
      await confirmSend(events);

      expect(await screen.findByText('Unauthorized')).toBeInTheDocument();
      expect(screen.queryByText('Error')).not.toBeInTheDocument();
      await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/auth$/));
    });

    it('reads "Report Already Sent" for a report that was sent before deliveries were recorded', async () => {
      answer({ reports: [buildReport({ emailSent: true })] });
      await openReport();
      expect(await screen.findByRole('button', { name: 'Report Already Sent' })).toBeDisabled();
      expect(screen.getByText('Sent')).toBeInTheDocument();
      expect(screen.getByText('Sent to sam@example.com.')).toBeInTheDocument();
    });
  });

  describe('summary editing', () => {
    it('cancels back to the saved text', async () => {
      answer();
      const events = await openReport();
      const summary = await screen.findByRole('region', { name: 'Summary' });
      await events.click(within(summary).getByRole('button', { name: 'Edit' }));
      const box = within(summary).getByRole('textbox', { name: 'Summary' });
      await events.clear(box);
      await events.type(box, 'Something else');
      await events.click(within(summary).getByRole('button', { name: 'Cancel' }));

      expect(within(summary).queryByRole('textbox')).not.toBeInTheDocument();
      expect(within(summary).getByText(/The water heater needs replacing soon/)).toBeInTheDocument();
    });

    it('saves the edited summary on the server and says "Summary Updated"', async () => {
      answer();
      let sent: unknown;
      server.use(
        http.patch('/api/showings/7/reports/31', async ({ request }) => {
          sent = await request.json();
          return HttpResponse.json(buildReport({}, { summary: 'Replace the water heater before closing.' }));
        }),
      );
      const events = await openReport();
      const summary = await screen.findByRole('region', { name: 'Summary' });
      await events.click(within(summary).getByRole('button', { name: 'Edit' }));
      const box = within(summary).getByRole('textbox', { name: 'Summary' });
      await events.clear(box);
      await events.type(box, 'Replace the water heater before closing.  ');
      await events.click(within(summary).getByRole('button', { name: 'Save Changes' }));

      expect(await screen.findByText('Summary Updated')).toBeInTheDocument();
      expect(sent).toEqual({ summary: 'Replace the water heater before closing.' });
      expect(within(summary).queryByRole('textbox')).not.toBeInTheDocument();
      expect(within(summary).getByText('Replace the water heater before closing.')).toBeInTheDocument();
      expect(within(summary).getByRole('button', { name: 'Edit' })).toBeInTheDocument();
    });

    it('does not save an empty summary', async () => {
      answer();
      const events = await openReport();
      const summary = await screen.findByRole('region', { name: 'Summary' });
      await events.click(within(summary).getByRole('button', { name: 'Edit' }));
      await events.clear(within(summary).getByRole('textbox', { name: 'Summary' }));
      await events.click(within(summary).getByRole('button', { name: 'Save Changes' }));

      expect(await within(summary).findByText('Summary cannot be empty')).toBeInTheDocument();
      expect(screen.queryByText('Summary Updated')).not.toBeInTheDocument();
    });
  });

  describe('without a report', () => {
    it('says so and generates one with the button', async () => {
      answer({ showing: buildShowing({ status: 'pending' }), reports: [] });
      let generated = 0;
      server.use(
        http.post('/api/showings/7/generate-report', () => {
          generated += 1;
          return HttpResponse.json(buildReport(), { status: 201 });
        }),
        // Once generated, the showing has its report and the market analysis written with it.
        http.get('/api/reports/7', () => HttpResponse.json(generated ? [buildCmaReport(), buildReport()] : [])),
      );
      const events = await openReport();
      expect(await screen.findByRole('heading', { name: 'No report has been generated yet' })).toBeInTheDocument();
      expect(screen.getByText('pending')).toBeInTheDocument();
      const button = screen.getByRole('button', { name: 'Generate Report' });
      expect(button).not.toHaveAttribute('href');
      await events.click(button);

      expect(await screen.findByText('Report Generated Successfully!')).toBeInTheDocument();
      expect(await screen.findByRole('table', { name: 'Required Repairs' })).toBeInTheDocument();
      expect(await screen.findByText('Indicated value')).toBeInTheDocument();
      expect(generated).toBe(1);
      expect(screen.getByTestId('location')).toHaveTextContent('/reports/7');
    });

    it("shows the server's reason when generating is refused", async () => {
      answer({ showing: buildShowing({ status: 'pending' }), reports: [] });
      server.use(
        http.post('/api/showings/7/generate-report', () =>
          HttpResponse.json(
            { message: 'You have used all 30 reports of your Pro plan this month. Upgrade your plan or buy additional reports to generate another.', code: 'allowance_used_up', fields: {} },
            { status: 402 },
          ),
        ),
      );
      const events = await openReport();
      await events.click(await screen.findByRole('button', { name: 'Generate Report' }));

      expect(await screen.findByText('Report Generation Failed')).toBeInTheDocument();
      expect(screen.getByText(/^Error: You have used all 30 reports of your Pro plan this month/)).toBeInTheDocument();
      expect(screen.getByRole('heading', { name: 'No report has been generated yet' })).toBeInTheDocument();
    });
  });
});
