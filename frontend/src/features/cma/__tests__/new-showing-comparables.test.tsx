import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';

import { buildCmaReport, buildReport, buildShowing } from '@/testing/fixtures';
import { pressMainButton } from '@/testing/generate-button';
import { server } from '@/testing/server';
import { stubPhoneScreen } from '@/testing/phone-screen';

import { addComparable, adjustment, comparableInput, comparablesRegion, fill, openComparablesEditor } from './helpers';

/** Answers the generate flow's calls, remembering their order and what the comparables save carried. */
function answerFlow({ save = () => HttpResponse.json({ comparables: [], rates: {} }) as Response } = {}) {
  const seen = { calls: [] as string[], saved: [] as unknown[] };
  server.use(
    http.post('/api/showings', () => {
      seen.calls.push('create');
      return HttpResponse.json(buildShowing({ id: 42, status: 'pending' }), { status: 201 });
    }),
    http.put('/api/showings/42/comparables', async ({ request }) => {
      seen.calls.push('save comparables');
      seen.saved.push(await request.json());
      return save();
    }),
    http.post('/api/showings/42/generate-report', () => {
      seen.calls.push('generate');
      return HttpResponse.json(buildReport({ showingId: 42 }), { status: 201 });
    }),
    http.get('/api/reports/42', () => HttpResponse.json([buildReport({ showingId: 42 }), buildCmaReport(undefined, { showingId: 42 })])),
  );
  return seen;
}

const rowRefused = {
  message: 'Row 2, Price: must be more than zero',
  code: 'validation',
  fields: { 'comparables.1.price': 'Row 2, Price: must be more than zero' },
};

describe('comparable sales in the new-showing flow', () => {
  it('adds rows and removes the chosen one', async () => {
    const events = await openComparablesEditor();
    const section = comparablesRegion();
    expect(within(section).getByText(/No comparables yet/)).toBeInTheDocument();

    await events.click(within(section).getByText('Add comparable', { selector: 'button' }));
    await events.click(within(section).getByText('Add comparable', { selector: 'button' }));
    await events.click(within(section).getByText('Add comparable', { selector: 'button' }));
    expect(within(section).getByText('3 of 50')).toBeInTheDocument();
    // Row 2 stays empty: removing any other row would leave an empty box where a filled one is expected.
    await fill(events, comparableInput('Address', 1), '14 Elm St');
    await fill(events, comparableInput('Address', 3), '201 Cedar Ave');

    await events.click(within(section).getByLabelText('Remove comparable 2'));
    expect(within(section).getByText('2 of 50')).toBeInTheDocument();
    expect(comparableInput('Address', 1)).toHaveValue('14 Elm St');
    expect(comparableInput('Address', 2)).toHaveValue('201 Cedar Ave');
    expect(screen.queryByLabelText('Address, comparable 3')).not.toBeInTheDocument();
  }, 60_000);

  it('adjusts each comparable by ±% in steps of 5, from −20% to +20%', async () => {
    const events = await openComparablesEditor();
    await events.click(within(comparablesRegion()).getByText('Add comparable', { selector: 'button' }));
    const slider = adjustment(1);
    expect(slider).toHaveAttribute('aria-valuemin', '-20');
    expect(slider).toHaveAttribute('aria-valuemax', '20');
    expect(slider).toHaveAttribute('step', '5');
    expect(slider).toHaveValue('0');
    expect(slider).toHaveAttribute('aria-valuetext', '0%');

    slider.focus();
    await events.keyboard('{ArrowRight}');
    expect(adjustment(1)).toHaveValue('5');
    expect(adjustment(1)).toHaveAttribute('aria-valuetext', '+5%');

    await events.keyboard('{End}{ArrowRight}');
    expect(adjustment(1)).toHaveValue('20');
    expect(adjustment(1)).toHaveAttribute('aria-valuetext', '+20%');

    await events.keyboard('{Home}{ArrowLeft}');
    expect(adjustment(1)).toHaveValue('-20');
    expect(adjustment(1)).toHaveAttribute('aria-valuetext', '−20%');
    await events.keyboard('{ArrowRight}');
    expect(adjustment(1)).toHaveAttribute('aria-valuetext', '−15%');
  }, 60_000);

  it('checks entered comparables before the review: address, price and date are needed', async () => {
    const events = await openComparablesEditor();
    await events.click(within(comparablesRegion()).getByText('Add comparable', { selector: 'button' }));
    await fill(events, comparableInput('Price', 1), '0');
    await fill(events, comparableInput('Square feet', 1), '1650.5');
    await pressMainButton(events);

    const section = comparablesRegion();
    expect(await within(section).findByText('Address is required')).toBeInTheDocument();
    expect(within(section).getByText('Price must be more than zero')).toBeInTheDocument();
    expect(within(section).getByText('Date is required for a sale')).toBeInTheDocument();
    expect(within(section).getByText('Square feet must be a whole number')).toBeInTheDocument();
    await waitFor(() => expect(comparableInput('Address', 1)).toHaveFocus());
    expect(screen.queryByText('Review & Edit Repairs/Updates')).not.toBeInTheDocument();
  }, 60_000);

  it('creates the showing, saves its comparables and rates, then generates the report', async () => {
    const seen = answerFlow();
    const events = await openComparablesEditor();
    await fill(events, screen.getByLabelText('Square feet'), '1700');
    await addComparable(events, 1, { address: '14 Elm St', price: '$489,000', squareFeet: '1,650' });
    adjustment(1).focus();
    await events.keyboard('{ArrowRight}');
    // A listing on the market may have no date; its lot size is in acres.
    await addComparable(events, 2, { address: '9 Birch Ln', price: '530000', date: '' });
    await events.selectOptions(screen.getByLabelText('Status, comparable 2'), 'active');
    await fill(events, comparableInput('Lot (acres)', 2), '0.3');

    await events.click(screen.getByText('Adjustment rates'));
    expect(screen.getByText(/These are starting points; change them to suit your market/)).toBeInTheDocument();
    const perBedroom = screen.getByLabelText('Per bedroom');
    expect(perBedroom).toHaveValue('10000');
    expect(screen.getByLabelText('Per square foot')).toHaveValue('50');
    await events.clear(perBedroom);
    await events.paste('12,500');

    await pressMainButton(events);
    const review = (await screen.findByText('Review & Edit Repairs/Updates', { selector: 'h2' })).closest('section') as HTMLElement;
    expect(within(review).getByText('2 comparables')).toBeInTheDocument();
    expect(seen.calls).toEqual([]);

    await pressMainButton(events);
    expect(await screen.findByText('Report Generated Successfully!')).toBeInTheDocument();
    expect(seen.calls).toEqual(['create', 'save comparables', 'generate']);
    expect(seen.saved).toEqual([
      {
        comparables: [
          { address: '14 Elm St', status: 'sold', price: 489000, date: '2026-02-10', squareFeet: 1650, bedrooms: null, bathrooms: null, yearBuilt: null, distanceMiles: null, lotSizeAcres: null, percentAdjustment: 5 },
          { address: '9 Birch Ln', status: 'active', price: 530000, date: null, squareFeet: null, bedrooms: null, bathrooms: null, yearBuilt: null, distanceMiles: null, lotSizeAcres: 0.3, percentAdjustment: 0 },
        ],
        rates: { perBedroom: 12500, perBathroom: 7500, perSquareFoot: 50, perYearOfAge: 1000 },
      },
    ]);
  }, 60_000);

  it('saves no comparables when none were added', async () => {
    const seen = answerFlow();
    const events = await openComparablesEditor();
    await pressMainButton(events);
    await screen.findByText('Review & Edit Repairs/Updates', { selector: 'h2' });
    await pressMainButton(events);

    expect(await screen.findByText('Report Generated Successfully!')).toBeInTheDocument();
    expect(seen.calls).toEqual(['create', 'generate']);
  }, 60_000);

  it("shows the server's row and column when the comparables are refused, keeps everything, and retries without a second showing", async () => {
    let refuse = true;
    const seen = answerFlow({ save: () => (refuse ? HttpResponse.json(rowRefused, { status: 400 }) : HttpResponse.json({ comparables: [], rates: {} })) });
    const events = await openComparablesEditor();
    await addComparable(events, 1, { address: '14 Elm St', price: '489000' });
    await addComparable(events, 2, { address: '9 Birch Ln', price: '530000' });
    await pressMainButton(events);
    await screen.findByText('Review & Edit Repairs/Updates', { selector: 'h2' });
    await pressMainButton(events);

    expect(await screen.findByText('Row 2, Price: must be more than zero')).toBeInTheDocument();
    expect(screen.getByText('Error')).toBeInTheDocument();
    expect(comparableInput('Price', 2)).toHaveAccessibleDescription('Price: must be more than zero');
    expect(screen.getByText(/The report was not generated: Row 2, Price: must be more than zero\. Your showing is saved/)).toBeInTheDocument();
    expect(comparableInput('Address', 1)).toHaveValue('14 Elm St');
    expect(comparableInput('Address', 2)).toHaveValue('9 Birch Ln');
    expect(screen.getByTestId('location')).toHaveTextContent('/new-showing');
    expect(seen.calls).toEqual(['create', 'save comparables']);

    refuse = false;
    await fill(events, comparableInput('Price', 2), '5');
    expect(comparableInput('Price', 2)).not.toHaveAccessibleDescription('Price: must be more than zero');
    await pressMainButton(events);
    expect(await screen.findByText('Report Generated Successfully!')).toBeInTheDocument();
    expect(seen.calls).toEqual(['create', 'save comparables', 'save comparables', 'generate']);
  }, 60_000);

  describe('on a phone', () => {
    beforeEach(() => {
      stubPhoneScreen();
    });
    afterEach(() => {
      vi.unstubAllGlobals();
    });

    it('shows each comparable as a card with labelled boxes instead of a table', async () => {
      const events = await openComparablesEditor();
      await events.click(within(comparablesRegion()).getByText('Add comparable', { selector: 'button' }));

      await waitFor(() => expect(screen.getByRole('listitem', { name: 'Comparable 1' })).toBeInTheDocument());
      expect(screen.queryByRole('table', { name: 'Comparable sales' })).not.toBeInTheDocument();
      const card = screen.getByRole('listitem', { name: 'Comparable 1' });
      expect(within(card).getByText('Price', { selector: 'label' })).toBeInTheDocument();
      expect(within(card).getByRole('textbox', { name: 'Price, comparable 1' })).toBeInTheDocument();
      expect(within(card).getByRole('slider', { name: 'Adjustment, comparable 1' })).toBeInTheDocument();
      expect(within(card).getByRole('button', { name: 'Remove comparable 1' })).toBeInTheDocument();
    });
  });
});
