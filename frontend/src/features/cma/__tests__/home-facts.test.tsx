import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';

import { buildCmaReport, buildComparable, buildComparables, buildInsufficientAnalysis, buildReport, buildShowing, buildUser } from '@/testing/fixtures';
import { renderApp } from '@/testing/render';
import { server } from '@/testing/server';
import { shownToast } from '@/testing/toast';

type Showing = ReturnType<typeof buildShowing>;

const facts = { squareFeet: 1700, bedrooms: 3, bathrooms: 2.5, yearBuilt: 1995, lotSizeAcres: 0.25 };
const showingWith = (details: Partial<Showing['details']>) => buildShowing({ details: { ...buildShowing().details, ...details } });

/**
 * The showing (with these facts) and its reports, and what the editor sends: each call's name in
 * `calls` in order, and the facts PUT to `/subject` in `subject`. The showing itself is always
 * read as it started, so only the answer to the PUT can show new facts.
 */
function answer({ showing = showingWith(facts), subjectAnswer }: { showing?: Showing; subjectAnswer?: () => Response } = {}) {
  const calls: string[] = [];
  const sent: { subject?: unknown } = {};
  server.use(
    http.get('/api/showings/7', () => HttpResponse.json(showing)),
    http.get('/api/reports/7', () => HttpResponse.json([buildCmaReport(buildInsufficientAnalysis(["Add the subject's square footage to get an indicated value."])), buildReport()])),
    http.get('/api/showings/7/comparables', () => HttpResponse.json(buildComparables([buildComparable({ address: '14 Elm St' })]))),
    http.put('/api/showings/7/subject', async ({ request }) => {
      calls.push('subject');
      sent.subject = await request.json();
      if (subjectAnswer) return subjectAnswer();
      return HttpResponse.json({ ...showing, details: { ...showing.details, ...(sent.subject as object) } });
    }),
    http.put('/api/showings/7/comparables', async ({ request }) => {
      calls.push('comparables');
      return HttpResponse.json((await request.json()) as Record<string, unknown>);
    }),
    http.post('/api/showings/7/cma', () => {
      calls.push('cma');
      return HttpResponse.json(buildCmaReport());
    }),
  );
  return { calls, sent };
}

/** Opens the report's "Edit comparables" and waits for its boxes. */
async function openEditor() {
  renderApp('/reports/7', { user: buildUser() });
  const section = await screen.findByRole('region', { name: 'Comparative Market Analysis' });
  const events = userEvent.setup({ delay: null });
  await events.click(within(section).getByRole('button', { name: 'Edit comparables' }));
  const dialog = await screen.findByRole('dialog', { name: 'Edit comparables' });
  await within(dialog).findByRole('textbox', { name: 'Address, comparable 1' });
  const panel = within(dialog).getByRole('region', { name: 'Home facts' });
  const fact = (name: string) => within(panel).getByRole('textbox', { name });
  return { dialog, panel, fact, events };
}

const homeFactsLine = () => screen.getByText('Home facts', { selector: 'dt' }).nextElementSibling;

describe('the home facts in Edit comparables', () => {
  it("starts from the showing's facts", async () => {
    answer();
    const { fact } = await openEditor();

    expect(fact('Square feet')).toHaveValue('1700');
    expect(fact('Bedrooms')).toHaveValue('3');
    expect(fact('Bathrooms')).toHaveValue('2.5');
    expect(fact('Year built')).toHaveValue('1995');
    expect(fact('Lot size (acres)')).toHaveValue('0.25');
    expect(fact('Square feet')).toHaveAttribute('inputmode', 'numeric');
    expect(fact('Lot size (acres)')).toHaveAttribute('inputmode', 'decimal');
  }, 30_000);

  it('leaves unknown facts empty', async () => {
    answer({ showing: buildShowing() });
    const { fact } = await openEditor();

    expect(fact('Square feet')).toHaveValue('');
    expect(fact('Square feet')).toHaveAttribute('placeholder', '1,700');
    expect(fact('Lot size (acres)')).toHaveValue('');
  }, 30_000);

  it('saves changed facts first, then the comparables, then rewrites the analysis, and the page shows the new facts', async () => {
    const { calls, sent } = answer();
    const { dialog, fact, events } = await openEditor();
    expect(homeFactsLine()).toHaveTextContent('1,700 sq ft · 3 bedrooms · 2.5 bathrooms · built 1995 · 0.25 acres');

    await events.clear(fact('Square feet'));
    await events.paste('1,850');
    await events.clear(fact('Lot size (acres)'));
    await events.click(within(dialog).getByRole('button', { name: 'Save & Update Analysis' }));

    expect(await screen.findByText('Market Analysis Updated')).toBeInTheDocument();
    expect(screen.getByText("The home's facts are saved and the analysis now uses 1 comparable.")).toBeInTheDocument();
    expect(calls).toEqual(['subject', 'comparables', 'cma']);
    expect(sent.subject).toEqual({ squareFeet: 1850, bedrooms: 3, bathrooms: 2.5, yearBuilt: 1995, lotSizeAcres: null });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit comparables' })).not.toBeInTheDocument());
    expect(homeFactsLine()).toHaveTextContent('1,850 sq ft · 3 bedrooms · 2.5 bathrooms · built 1995');
    expect(homeFactsLine()).not.toHaveTextContent('acres');
  }, 30_000);

  it('adds facts a showing was created without', async () => {
    const { calls, sent } = answer({ showing: buildShowing() });
    const { dialog, fact, events } = await openEditor();

    await events.click(fact('Square feet'));
    await events.paste('1700');
    await events.click(within(dialog).getByRole('button', { name: 'Save & Update Analysis' }));

    expect(await screen.findByText('Market Analysis Updated')).toBeInTheDocument();
    expect(calls).toEqual(['subject', 'comparables', 'cma']);
    expect(sent.subject).toEqual({ squareFeet: 1700, bedrooms: null, bathrooms: null, yearBuilt: null, lotSizeAcres: null });
    await waitFor(() => expect(homeFactsLine()).toHaveTextContent('1,700 sq ft'));
  }, 30_000);

  it('does not send the facts when they were not changed', async () => {
    const { calls } = answer();
    const { dialog, fact, events } = await openEditor();

    // Typed differently, the same facts.
    await events.clear(fact('Square feet'));
    await events.paste('1,700');
    await events.click(within(dialog).getByRole('button', { name: 'Save & Update Analysis' }));

    expect(await screen.findByText('Market Analysis Updated')).toBeInTheDocument();
    expect(screen.getByText('The analysis now uses 1 comparable.')).toBeInTheDocument();
    expect(calls).toEqual(['comparables', 'cma']);
  }, 30_000);

  it("shows the server's message under the fact it refused, keeps what was typed and sends nothing else", async () => {
    const { calls } = answer({
      subjectAnswer: () =>
        HttpResponse.json(
          { message: 'Year built must be between 1600 and 2027', code: 'validation', fields: { yearBuilt: 'Year built must be between 1600 and 2027' } },
          { status: 400 },
        ),
    });
    const { dialog, fact, events } = await openEditor();

    await events.clear(fact('Year built'));
    await events.paste('1901');
    await events.click(within(dialog).getByRole('button', { name: 'Save & Update Analysis' }));

    expect(await screen.findByText('Error')).toBeInTheDocument();
    expect(within(shownToast('Error')).getByText('Year built must be between 1600 and 2027')).toBeInTheDocument();
    await waitFor(() => expect(fact('Year built')).toHaveAccessibleDescription('Year built must be between 1600 and 2027'));
    expect(fact('Year built')).toHaveValue('1901');
    expect(fact('Year built')).toHaveFocus();
    expect(calls).toEqual(['subject']);
    expect(screen.getByRole('dialog', { name: 'Edit comparables' })).toBeInTheDocument();
    expect(homeFactsLine()).toHaveTextContent('built 1995');

    // Changing the box takes the server's message away.
    await events.type(fact('Year built'), '{Backspace}2');
    expect(fact('Year built')).toHaveValue('1902');
    expect(fact('Year built')).not.toHaveAccessibleDescription();
  }, 30_000);

  it('checks the facts as the new-showing form does and sends nothing while one is wrong', async () => {
    const { calls } = answer();
    const { dialog, fact, events } = await openEditor();

    await events.clear(fact('Square feet'));
    await events.paste('big');
    await events.clear(fact('Bathrooms'));
    await events.paste('2.3');
    await events.clear(within(dialog).getByRole('textbox', { name: 'Address, comparable 1' }));
    await events.click(within(dialog).getByRole('button', { name: 'Save & Update Analysis' }));

    expect(fact('Square feet')).toHaveAccessibleDescription('Square feet must be a whole number');
    expect(fact('Bathrooms')).toHaveAccessibleDescription('Bathrooms must be a whole or half number, such as 2 or 2.5');
    // The comparables are checked in the same press; the first problem from the top is focused.
    expect(within(dialog).getByRole('textbox', { name: 'Address, comparable 1' })).toHaveAccessibleDescription('Address is required');
    await waitFor(() => expect(fact('Square feet')).toHaveFocus());
    expect(calls).toEqual([]);
  }, 30_000);

  it('does not send the facts again when the comparables were refused after them', async () => {
    const { calls } = answer();
    let refuse = true;
    server.use(
      http.put('/api/showings/7/comparables', async ({ request }) => {
        calls.push('comparables');
        if (refuse) return HttpResponse.json({ message: 'Something went wrong', code: 'internal', fields: {} }, { status: 500 });
        return HttpResponse.json((await request.json()) as Record<string, unknown>);
      }),
    );
    const { dialog, fact, events } = await openEditor();

    await events.clear(fact('Bedrooms'));
    await events.paste('4');
    await events.click(within(dialog).getByRole('button', { name: 'Save & Update Analysis' }));
    expect(await screen.findByText('Something went wrong')).toBeInTheDocument();
    expect(calls).toEqual(['subject', 'comparables']);
    // The facts are saved, and the page says so already.
    await waitFor(() => expect(homeFactsLine()).toHaveTextContent('4 bedrooms'));

    refuse = false;
    await events.click(within(dialog).getByRole('button', { name: 'Save & Update Analysis' }));
    expect(await screen.findByText('Market Analysis Updated')).toBeInTheDocument();
    expect(calls).toEqual(['subject', 'comparables', 'comparables', 'cma']);
  }, 30_000);
});
