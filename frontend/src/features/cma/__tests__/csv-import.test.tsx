import { screen, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';

import { buildImportPreview } from '@/testing/fixtures';
import { server } from '@/testing/server';

import { comparableInput, comparablesRegion, openComparablesEditor } from './helpers';

const CSV = 'MLS #,Address,Status,Sold Price,Close Date,SqFt\n1001,3 Pine Ct,Sold,501000,2026-02-01,1650\n';

const csvFile = (text = CSV, name = 'comps.csv') => new File([text], name, { type: 'text/csv' });
const picker = () => screen.getByLabelText('Import comparables from a CSV file');

/** Records each parse call's content type and body; answers with `preview`. */
function answerParse(respond: () => Response = () => HttpResponse.json(buildImportPreview())) {
  const calls: { contentType: string | null; body: string }[] = [];
  server.use(
    http.post('/api/comparables/parse', async ({ request }) => {
      calls.push({ contentType: request.headers.get('content-type'), body: await request.text() });
      return respond();
    }),
  );
  return calls;
}

describe('importing comparables from a CSV', () => {
  it('sends the file to be read, previews the mapping and the bad rows, then adds the good rows', async () => {
    const calls = answerParse();
    const events = await openComparablesEditor();
    const button = within(comparablesRegion()).getByText('Import CSV', { selector: 'button' });
    expect(picker()).toHaveAttribute('accept', '.csv,text/csv');
    expect(button).toBeEnabled();
    await events.upload(picker(), csvFile());

    const dialog = await screen.findByRole('dialog', { name: /Import comparables/ });
    expect(calls).toEqual([{ contentType: 'text/csv', body: CSV }]);
    expect(within(dialog).getByText('From comps.csv')).toBeInTheDocument();
    expect(within(dialog).getByText(/3 rows can be imported\. 1 row cannot be read and will be left out\./)).toBeInTheDocument();

    const mapping = within(dialog).getByRole('table', { name: 'Column mapping' });
    expect(within(mapping).getByRole('row', { name: /Sold Price/ })).toHaveTextContent(/Sold PriceSold price$/);
    expect(within(mapping).getByRole('row', { name: /SqFt/ })).toHaveTextContent(/Square feet$/);
    expect(within(mapping).getByRole('row', { name: /MLS #/ })).toHaveTextContent(/Ignored$/);

    const bad = within(dialog).getByRole('table', { name: 'Rows that cannot be read' });
    const row5 = within(bad).getAllByRole('row')[1] as HTMLElement;
    expect(within(row5).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['5', 'Sold Price', 'must be more than zero']);

    await events.click(within(dialog).getByRole('button', { name: 'Import 3 comparables' }));
    expect(screen.queryByRole('dialog', { name: /Import comparables/ })).not.toBeInTheDocument();
    expect(await screen.findByText('Comparables Imported')).toBeInTheDocument();
    expect(comparableInput('Address', 1)).toHaveValue('3 Pine Ct');
    expect(comparableInput('Price', 1)).toHaveValue('501000');
    expect(comparableInput('Address', 2)).toHaveValue('8 Oak Way');
    expect(comparableInput('Square feet', 2)).toHaveValue('1590');
    expect(comparableInput('Address', 3)).toHaveValue('12 Ash Dr');
    expect(screen.getByLabelText('Status, comparable 3')).toHaveValue('pending');
    expect(within(comparablesRegion()).getByText('3 of 50')).toBeInTheDocument();
  }, 60_000);

  it('refuses a file over 1 MB before uploading it', async () => {
    const calls = answerParse();
    const events = await openComparablesEditor();
    await events.upload(picker(), csvFile('a'.repeat(1024 * 1024 + 1), 'whole-search.csv'));

    expect(await screen.findByText(/“whole-search\.csv” is 1\.0 MB\. A CSV of comparables can be at most 1 MB/)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it("says why a file that is not a CSV could not be read, in the server's words", async () => {
    answerParse(() =>
      HttpResponse.json({ message: 'the file is a spreadsheet workbook, not CSV; save or export it as CSV and try again', code: 'invalid_csv', fields: {} }, { status: 400 }),
    );
    const events = await openComparablesEditor();
    await events.upload(picker(), csvFile('PK\u0003\u0004', 'comps.csv'));

    expect(await screen.findByText('“comps.csv” could not be read: the file is a spreadsheet workbook, not CSV; save or export it as CSV and try again')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
