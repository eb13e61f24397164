import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, delay, http } from 'msw';

import { formatDateTime } from '@/lib/format';
import { buildDelivery, buildReport, buildShowing, buildUser } from '@/testing/fixtures';
import { renderApp } from '@/testing/render';
import { server } from '@/testing/server';

import { fakeSending } from './send-fakes';

const sentAt = '2026-03-14T16:01:00Z';
const sent = (overrides: Parameters<typeof buildDelivery>[0] = {}) => buildDelivery({ status: 'sent', attempts: 1, nextAttemptAt: null, sentAt, ...overrides });
const refusedReason = 'The mail server refused the message: 550 mailbox unavailable';

async function openReport() {
  server.use(http.get('/api/showings/7', () => HttpResponse.json(buildShowing())));
  renderApp('/reports/7', { user: buildUser() });
  return userEvent.setup({ delay: null });
}

/** Presses the page's send button (by its name) once it is enabled, and answers the confirmation. */
async function openConfirmation(events: ReturnType<typeof userEvent.setup>, button = 'Send Report to Buyer') {
  const send = await screen.findByRole('button', { name: button });
  await waitFor(() => expect(send).toBeEnabled());
  await events.click(send);
  return screen.findByRole('dialog');
}

const sendButtonOf = (dialog: HTMLElement) => within(dialog).getByRole('button', { name: 'Send' });

/** The delivery's state beside the send button (a live region), by its whole text. */
const isState = (text: string) => (_: string, element: Element | null) => element?.getAttribute('role') === 'status' && element.textContent === text;
const findState = (text: string, timeout?: number) => screen.findByText(isState(text), {}, { timeout });
const queryState = (text: string) => screen.queryByText(isState(text));

describe('sending a report', () => {
  it('is off, saying why, until the agent has confirmed their own address', async () => {
    const sending = fakeSending();
    server.use(http.get('/api/showings/7', () => HttpResponse.json(buildShowing())));
    renderApp('/reports/7', { user: buildUser({ emailVerified: false }) });
    const send = await screen.findByRole('button', { name: 'Send Report to Buyer' });
    expect(await screen.findByText('Confirm your email address first: buyers reply to it. Open the link we sent to jane@example.com.')).toBeInTheDocument();
    expect(send).toBeDisabled();
    expect(send).toHaveAccessibleDescription(/Confirm your email address first/);
    expect(sending.bodies).toEqual([]);
  });

  it('shows who receives what before sending, and Cancel sends nothing', async () => {
    const sending = fakeSending();
    const events = await openReport();
    const dialog = await openConfirmation(events);

    expect(dialog).toHaveAccessibleName('Send the report to the buyer?');
    expect(await within(dialog).findByText('Sam Carter <sam@example.com>')).toBeInTheDocument();
    expect(within(dialog).getByText('To').nextSibling).toHaveTextContent('Sam Carter <sam@example.com>');
    expect(within(dialog).getByText('Copy').nextSibling).toHaveTextContent('Jane Doe <jane@example.com>');
    expect(within(dialog).getByText('Subject').nextSibling).toHaveTextContent('Showing report: 12 Oak St, Austin, TX 78704');
    expect(within(dialog).getByText('Attachment').nextSibling).toHaveTextContent('showing-report-12-oak-st-austin-tx-78704.pdf');
    const message = within(dialog).getByRole('region', { name: 'Message' });
    expect(message).toHaveTextContent(/^Hi Sam Carter,\s+Attached is the showing report for 12 Oak St/);
    expect(message).toHaveTextContent('The water heater needs replacing soon');
    expect(sendButtonOf(dialog)).toBeEnabled();

    await events.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sending.bodies).toEqual([]);
    expect(screen.getByRole('button', { name: 'Send Report to Buyer' })).toBeEnabled();
  });

  it('keeps Send off until the message has arrived', async () => {
    fakeSending();
    server.use(
      http.get('/api/showings/7/send-report/preview', async () => {
        await delay(200);
        return HttpResponse.json({ message: 'later', code: 'unavailable', fields: {} }, { status: 503 });
      }),
    );
    const events = await openReport();
    const dialog = await openConfirmation(events);
    expect(within(dialog).getByRole('status', { name: 'Preparing the message' })).toBeInTheDocument();
    expect(sendButtonOf(dialog)).toBeDisabled();
    expect(await within(dialog).findByText('later')).toBeInTheDocument();
    expect(sendButtonOf(dialog)).toBeDisabled();
  });

  it("shows the server's reason in the confirmation when the report cannot be sent", async () => {
    const sending = fakeSending();
    const message = "Add the client's email to the showing before sending the report";
    server.use(http.get('/api/showings/7/send-report/preview', () => HttpResponse.json({ message, code: 'validation', fields: { clientEmail: message } }, { status: 400 })));
    const events = await openReport();
    const dialog = await openConfirmation(events);

    expect(await within(dialog).findByText(message)).toBeInTheDocument();
    expect(sendButtonOf(dialog)).toBeDisabled();
    expect(sending.bodies).toEqual([]);
  });

  it('sends exactly once on a double click', async () => {
    const sending = fakeSending({
      respond: async () => {
        await delay(50);
        return undefined;
      },
    });
    const events = await openReport();
    const dialog = await openConfirmation(events);
    await waitFor(() => expect(sendButtonOf(dialog)).toBeEnabled());
    await events.dblClick(sendButtonOf(dialog));

    expect(await screen.findByText('Report Sent')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Report Already Sent' })).toBeDisabled();
    expect(sending.bodies).toEqual(['']);
  });

  it('sends once even when both clicks land before the button shows it is busy', async () => {
    const sending = fakeSending();
    const events = await openReport();
    const dialog = await openConfirmation(events);
    await waitFor(() => expect(sendButtonOf(dialog)).toBeEnabled());
    const send = sendButtonOf(dialog);
    // Both clicks in one batch: React has not re-rendered the button as disabled in between.
    act(() => {
      send.click();
      send.click();
    });

    expect(await screen.findByText('Report Sent')).toBeInTheDocument();
    expect(sending.bodies).toEqual(['']);
  });

  it('follows the delivery from Queued through Sending… to Sent, then stops asking', async () => {
    const sending = fakeSending({ deliveries: [buildDelivery()], alreadySent: true });
    let polls = 0;
    server.use(
      http.get('/api/showings/7/deliveries', () => {
        polls += 1;
        // Queued, then being sent at the next poll, then sent.
        if (polls === 2) sending.deliveries = [buildDelivery({ status: 'sending', attempts: 1, nextAttemptAt: null })];
        if (polls >= 3) sending.deliveries = [sent()];
        return HttpResponse.json(sending.deliveries);
      }),
    );
    await openReport();
    expect(await findState('Queued')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Report Already Sent' })).toBeDisabled();
    expect(screen.getByText('To Sam Carter <sam@example.com>, with a copy to you')).toBeInTheDocument();
    expect(screen.getByText('Draft')).toBeInTheDocument();

    expect(await findState('Sending…', 5000)).toBeInTheDocument();
    expect(await findState(`Sent ${formatDateTime(sentAt)}`, 5000)).toBeInTheDocument();
    // Sent: the report is read again, so its badge reads Sent.
    expect(await screen.findByText('Sent')).toBeInTheDocument();
    expect(screen.queryByText('Draft')).not.toBeInTheDocument();
    expect(sending.reads.reports).toBeGreaterThanOrEqual(2);
    expect(screen.getByRole('button', { name: 'Report Already Sent' })).toBeDisabled();
    // A single sent delivery has no history to show.
    expect(screen.queryByRole('region', { name: 'Sent history' })).not.toBeInTheDocument();

    const after = polls;
    await new Promise((resolve) => setTimeout(resolve, 2500));
    expect(polls).toBe(after);
  }, 20_000);

  it('shows why a delivery failed, and Retry queues it again', async () => {
    const sending = fakeSending({ deliveries: [buildDelivery({ status: 'failed', attempts: 1, lastError: refusedReason, nextAttemptAt: null })], alreadySent: true });
    const events = await openReport();

    expect(await findState(`Failed: ${refusedReason}`)).toBeInTheDocument();
    const send = screen.getByRole('button', { name: 'Send Report to Buyer' });
    expect(send).toBeDisabled();
    expect(send).toHaveAccessibleDescription('This version could not be delivered. Retry it, or change the report to send an updated version.');
    const history = screen.getByRole('region', { name: 'Sent history' });
    expect(within(history).getByText('Version 1')).toBeInTheDocument();
    expect(within(history).getByText('Failed')).toBeInTheDocument();
    expect(within(history).getByText(`Queued ${formatDateTime('2026-03-14T16:00:00Z')}`)).toBeInTheDocument();

    await events.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await findState('Queued')).toBeInTheDocument();
    expect(queryState(`Failed: ${refusedReason}`)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Report Already Sent' })).toBeDisabled();
    expect(sending.retries).toEqual([1]);
  });

  it('says "Error" when a retry is refused', async () => {
    const sending = fakeSending({ deliveries: [buildDelivery({ status: 'failed', attempts: 1, lastError: refusedReason, nextAttemptAt: null })], alreadySent: true });
    server.use(http.post('/api/showings/7/deliveries/1/retry', () => HttpResponse.json({ message: 'No failed delivery with this id on this showing', code: 'not_found', fields: {} }, { status: 404 })));
    const events = await openReport();
    await events.click(await screen.findByRole('button', { name: 'Retry' }));

    expect(await screen.findByText('Error')).toBeInTheDocument();
    expect(screen.getByText('No failed delivery with this id on this showing')).toBeInTheDocument();
    expect(sending.reads.deliveries).toBeGreaterThanOrEqual(2);
  });

  it('offers "Send updated report" when the server says this version was not sent, and sends it after asking', async () => {
    const sending = fakeSending({ deliveries: [sent()], alreadySent: false, report: buildReport({ emailSent: true }) });
    const events = await openReport();

    const button = await screen.findByRole('button', { name: 'Send updated report' });
    expect(button).toHaveAccessibleDescription('The report changed since it was sent. To sam@example.com, with a copy to you.');
    expect(await findState(`Sent ${formatDateTime(sentAt)}`)).toBeInTheDocument();
    const dialog = await openConfirmation(events, 'Send updated report');
    expect(dialog).toHaveAccessibleName('Send the updated report?');
    await waitFor(() => expect(sendButtonOf(dialog)).toBeEnabled());
    await events.click(sendButtonOf(dialog));

    expect(await screen.findByText('Report Sent')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Report Already Sent' })).toBeDisabled();
    expect(sending.bodies).toEqual(['']);
    const history = await screen.findByRole('region', { name: 'Sent history' });
    const versions = within(history).getAllByText(/^Version \d$/).map((version) => version.textContent);
    expect(versions).toEqual(['Version 2', 'Version 1']);
  });

  it('asks the server again after an edit, and then offers "Send updated report"', async () => {
    const sending = fakeSending({ deliveries: [sent()], alreadySent: true, report: buildReport({ emailSent: true }) });
    const edited = 'Updated after the inspection.';
    server.use(
      http.patch('/api/showings/7/reports/31', () => {
        sending.alreadySent = false;
        return HttpResponse.json(buildReport({ emailSent: true }, { summary: edited }));
      }),
    );
    const events = await openReport();
    expect(await screen.findByRole('button', { name: 'Report Already Sent' })).toBeDisabled();

    const summary = screen.getByRole('region', { name: 'Summary' });
    await events.click(within(summary).getByRole('button', { name: 'Edit' }));
    const box = within(summary).getByRole('textbox', { name: 'Summary' });
    await events.clear(box);
    await events.type(box, edited);
    await events.click(within(summary).getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByRole('button', { name: 'Send updated report' })).toBeEnabled();
    expect(sending.reads.preview).toBeGreaterThanOrEqual(2);
  });

  it('sends the summary being edited on a sent report as an updated version', async () => {
    const sending = fakeSending({ deliveries: [sent()], alreadySent: true, report: buildReport({ emailSent: true }) });
    const events = await openReport();
    expect(await screen.findByRole('button', { name: 'Report Already Sent' })).toBeDisabled();

    const summary = screen.getByRole('region', { name: 'Summary' });
    await events.click(within(summary).getByRole('button', { name: 'Edit' }));
    await events.type(within(summary).getByRole('textbox', { name: 'Summary' }), ' Seller agreed to fix it.');
    const dialog = await openConfirmation(events, 'Send updated report');
    expect(within(dialog).getByText(/The summary you are editing will be saved and sent with the report/)).toBeInTheDocument();
    // The saved version was sent, but the edited summary makes a new one: Send stays available.
    await waitFor(() => expect(sendButtonOf(dialog)).toBeEnabled());
    await events.click(sendButtonOf(dialog));

    expect(await screen.findByText('Report Sent')).toBeInTheDocument();
    expect(sending.bodies.map((body) => JSON.parse(body) as unknown)).toEqual([
      { summary: 'The water heater needs replacing soon; the living room would benefit from fresh paint. Seller agreed to fix it.' },
    ]);
    expect(within(summary).queryByRole('textbox')).not.toBeInTheDocument();
  });
});
