import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';

import { buildCmaReport, buildComparable, buildComparables, buildInsufficientAnalysis, buildMarketAnalysis, buildReport, buildShowing, buildUser } from '@/testing/fixtures';
import { renderApp } from '@/testing/render';
import { server } from '@/testing/server';

type Report = ReturnType<typeof buildReport>;

/** The showing and its reports as the server answers them; `reports` is read on every call. */
function answer(reports: () => Report[]) {
  server.use(
    http.get('/api/showings/7', () => HttpResponse.json(buildShowing())),
    http.get('/api/reports/7', () => HttpResponse.json(reports())),
  );
}

async function openAnalysis() {
  renderApp('/reports/7', { user: buildUser() });
  const section = await screen.findByRole('region', { name: 'Comparative Market Analysis' });
  return { section, events: userEvent.setup({ delay: null }) };
}

describe('the comparative market analysis on the report', () => {
  it('shows the indicated value, where the list price sits, the condition sentence and each comparable', async () => {
    answer(() => [buildCmaReport(), buildReport()]);
    const { section } = await openAnalysis();

    expect(within(section).getByText('Based on 3 comparables.')).toBeInTheDocument();
    const value = within(section).getByRole('region', { name: 'Indicated value' });
    expect(within(value).getByLabelText('Indicated value $496,400')).toHaveTextContent('$496,400');
    expect(within(value).getByText('$489,600 – $532,100')).toBeInTheDocument();
    expect(within(value).getByText("For this home's 1,700 sq ft")).toBeInTheDocument();
    const listPrice = within(section).getByRole('region', { name: 'List price' });
    expect(within(listPrice).getByText('$525,000')).toBeInTheDocument();
    expect(within(listPrice).getByText('Within the range')).toBeInTheDocument();
    expect(within(listPrice).getByText('6% above the indicated value')).toBeInTheDocument();
    expect(within(section).getByRole('note', { name: 'Value once the repairs are counted' })).toHaveTextContent(
      'At $525,000 the asking price is about 6% above the market value of comparable homes once the $1,330–$1,810 of needed repairs is counted.',
    );

    const perSqFt = within(section).getByRole('region', { name: 'Adjusted price per square foot' });
    expect(within(perSqFt).getByText('Low').nextSibling).toHaveTextContent('$288/sq ft');
    expect(within(perSqFt).getByText('Median').nextSibling).toHaveTextContent('$292/sq ft');
    expect(within(perSqFt).getByText('Average').nextSibling).toHaveTextContent('$298/sq ft');
    expect(within(perSqFt).getByText('High').nextSibling).toHaveTextContent('$313/sq ft');

    const table = within(section).getByRole('table', { name: 'Comparables and adjustments' });
    const elm = within(table).getByRole('row', { name: /14 Elm St/ });
    expect(within(elm).getAllByRole('cell').map((cell) => cell.textContent)).toEqual([
      '14 Elm StSoldFeb 10, 2026',
      '$489,000',
      '1,650',
      '+$2,500',
      '+5%',
      '$516,075',
      '$313/sq ft',
    ]);
    expect(within(table).getByRole('row', { name: /9 Birch Ln/ })).toHaveTextContent('−$5,000');
    // A listing whose date is not known says so; a known lot size is shown.
    expect(within(table).getByRole('row', { name: /201 Cedar Ave/ })).toHaveTextContent('No date · 0.3 ac lot');
    expect(within(section).getByText('Features adjusted at $10,000 a bedroom, $7,500 a bathroom, $50 a sq ft and $1,000 a year of age.')).toBeInTheDocument();
    expect(within(section).getByText(/Three comparable homes \(two sold, one active\)/)).toBeInTheDocument();
  });

  it('lists what is missing when there is not enough for an indicated value', async () => {
    answer(() => [
      buildCmaReport(buildInsufficientAnalysis(["Add the subject's square footage to get an indicated value.", 'Add at least one sold or pending comparable.'])),
      buildReport(),
    ]);
    const { section } = await openAnalysis();

    const alert = within(section).getByRole('alert');
    expect(within(alert).getByText('Not enough information for an indicated value yet')).toBeInTheDocument();
    expect(within(alert).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      "Add the subject's square footage to get an indicated value.",
      'Add at least one sold or pending comparable.',
    ]);
    expect(within(section).getByText(/Use Edit comparables to add the home's facts or correct sales and listings/)).toBeInTheDocument();
    expect(within(section).queryByText('Indicated value')).not.toBeInTheDocument();
    expect(within(section).getByRole('button', { name: 'Edit comparables' })).toBeInTheDocument();
    // The computed narrative is the same two sentences: the page says them once.
    expect(within(section).getAllByText(/Add the subject's square footage to get an indicated value\./)).toHaveLength(1);
    expect(within(section).getAllByText(/Add at least one sold or pending comparable\./)).toHaveLength(1);
  });

  it('keeps a narrative that says more than what is missing', async () => {
    const need = 'Add at least one comparable sale or listing to get an indicated value.';
    const narrative = `Two listings were given but none has sold yet. ${need}`;
    answer(() => [buildCmaReport(buildInsufficientAnalysis([need], { narrative })), buildReport()]);
    const { section } = await openAnalysis();
    expect(within(section).getByText(narrative)).toBeInTheDocument();
    expect(within(within(section).getByRole('alert')).getByText(need)).toBeInTheDocument();
  });

  it('says when the narrative was worded by the AI writer, and why the computed words were kept otherwise', async () => {
    const worded = 'Three nearby homes point to a value of about $496,400.';
    answer(() => [buildCmaReport(buildMarketAnalysis({ narrative: worded, narrativeWriter: 'llm', narrativeNote: null })), buildReport()]);
    const { section } = await openAnalysis();
    expect(within(section).getByText(worded)).toBeInTheDocument();
    expect(within(section).getByText('Worded by the AI writer; every figure in it was checked against the analysis.')).toBeInTheDocument();
  });

  it('shows why the computed narrative was kept', async () => {
    const note = 'The computed narrative is shown because the rewording had a figure the analysis does not: 560,000';
    answer(() => [buildCmaReport(buildMarketAnalysis({ narrativeWriter: 'estimator', narrativeNote: note })), buildReport()]);
    const { section } = await openAnalysis();
    expect(within(section).getByText(`Note: ${note}`)).toBeInTheDocument();
    expect(within(section).queryByText(/Worded by the AI writer/)).not.toBeInTheDocument();
  });

  it('says there is no analysis yet for a report without one', async () => {
    answer(() => [buildReport()]);
    const { section } = await openAnalysis();
    expect(within(section).getByText(/This report has no market analysis yet/)).toBeInTheDocument();
    expect(within(section).getByRole('button', { name: 'Edit comparables' })).toBeInTheDocument();
  });

  describe('Edit comparables', () => {
    it('loads the comparables, saves them, rewrites the analysis and shows it with "Market Analysis Updated"', async () => {
      let updated = false;
      answer(() => [updated ? buildCmaReport(buildMarketAnalysis({ valueRange: { low: 500000, point: 510000, high: 540000 } })) : buildCmaReport(), buildReport()]);
      const calls: string[] = [];
      let saved: unknown;
      server.use(
        http.get('/api/showings/7/comparables', () => HttpResponse.json(buildComparables([buildComparable({ address: '14 Elm St', percentAdjustment: 5 })]))),
        http.put('/api/showings/7/comparables', async ({ request }) => {
          calls.push('save');
          saved = await request.json();
          return HttpResponse.json(saved as Record<string, unknown>);
        }),
        http.post('/api/showings/7/cma', () => {
          calls.push('recompute');
          updated = true;
          return HttpResponse.json(buildCmaReport());
        }),
      );
      const { section, events } = await openAnalysis();
      await events.click(within(section).getByRole('button', { name: 'Edit comparables' }));

      const dialog = await screen.findByRole('dialog', { name: 'Edit comparables' });
      const address = await within(dialog).findByRole('textbox', { name: 'Address, comparable 1' });
      expect(address).toHaveValue('14 Elm St');
      expect(within(dialog).getByRole('slider', { name: 'Adjustment, comparable 1' })).toHaveAttribute('aria-valuetext', '+5%');
      within(dialog).getByRole('slider', { name: 'Adjustment, comparable 1' }).focus();
      await events.keyboard('{ArrowRight}');
      await events.click(within(dialog).getByRole('button', { name: 'Remove comparable 1' }));
      await events.click(within(dialog).getByRole('button', { name: 'Add comparable' }));
      await events.click(within(dialog).getByRole('textbox', { name: 'Address, comparable 1' }));
      await events.paste('77 Maple Dr');
      await events.click(within(dialog).getByRole('textbox', { name: 'Price, comparable 1' }));
      await events.paste('505000');
      const date = within(dialog).getByLabelText('Date, comparable 1');
      await events.type(date, '2026-03-02');
      await events.click(within(dialog).getByRole('button', { name: 'Save & Update Analysis' }));

      expect(await screen.findByText('Market Analysis Updated')).toBeInTheDocument();
      expect(calls).toEqual(['save', 'recompute']);
      expect(saved).toEqual({
        comparables: [
          { address: '77 Maple Dr', status: 'sold', price: 505000, date: '2026-03-02', squareFeet: null, bedrooms: null, bathrooms: null, yearBuilt: null, distanceMiles: null, lotSizeAcres: null, percentAdjustment: 0 },
        ],
        rates: { perBedroom: 10000, perBathroom: 7500, perSquareFoot: 50, perYearOfAge: 1000 },
      });
      await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit comparables' })).not.toBeInTheDocument());
      expect(await within(section).findByLabelText('Indicated value $510,000')).toBeInTheDocument();
    }, 30_000);

    it("keeps the dialog open with the server's row message when a comparable is refused", async () => {
      answer(() => [buildCmaReport(), buildReport()]);
      let recomputed = false;
      server.use(
        http.get('/api/showings/7/comparables', () => HttpResponse.json(buildComparables([buildComparable(), buildComparable({ address: '9 Birch Ln' })]))),
        http.put('/api/showings/7/comparables', () =>
          HttpResponse.json(
            {
              message: 'Row 2, Date: must not be in the future (today is 2026-03-14)',
              code: 'validation',
              fields: { 'comparables.1.date': 'Row 2, Date: must not be in the future (today is 2026-03-14)' },
            },
            { status: 400 },
          ),
        ),
        http.post('/api/showings/7/cma', () => {
          recomputed = true;
          return HttpResponse.json(buildCmaReport());
        }),
      );
      const { section, events } = await openAnalysis();
      await events.click(within(section).getByRole('button', { name: 'Edit comparables' }));
      const dialog = await screen.findByRole('dialog', { name: 'Edit comparables' });
      await within(dialog).findByRole('textbox', { name: 'Address, comparable 2' });
      await events.click(within(dialog).getByRole('button', { name: 'Save & Update Analysis' }));

      expect(await screen.findByText('Row 2, Date: must not be in the future (today is 2026-03-14)')).toBeInTheDocument();
      expect(screen.getByText('Error')).toBeInTheDocument();
      expect(within(dialog).getByLabelText('Date, comparable 2')).toHaveAccessibleDescription('Date: must not be in the future (today is 2026-03-14)');
      expect(within(dialog).getByRole('textbox', { name: 'Address, comparable 2' })).toHaveValue('9 Birch Ln');
      expect(recomputed).toBe(false);
    }, 30_000);
  });
});
