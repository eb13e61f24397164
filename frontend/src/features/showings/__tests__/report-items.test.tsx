import { ThemeProvider } from '@mui/material/styles';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';

import { theme } from '@/app/theme';
import { buildCatalogItem, buildItem, buildReport, buildShowing, buildUser } from '@/testing/fixtures';
import { renderApp } from '@/testing/render';
import { server } from '@/testing/server';
import { stubPhoneScreen } from '@/testing/phone-screen';

import { ReportItems } from '../components/report-items';

type Report = ReturnType<typeof buildReport>;

const ITEMS = '/api/showings/7/reports/31/items';

/** Thin fixtures: the showing and its report as the server would answer them. */
function answer(report: Report = buildReport()) {
  server.use(
    http.get('/api/showings/7', () => HttpResponse.json(buildShowing())),
    http.get('/api/reports/7', () => HttpResponse.json([report])),
  );
}

/** Remembers each request to `method path` (its URL and JSON body) and answers with `respond`. */
function record(method: 'post' | 'patch' | 'delete', path: string, respond: () => Response) {
  const seen: { url: string; body: unknown }[] = [];
  server.use(
    http[method](path, async ({ request }) => {
      const text = await request.text();
      seen.push({ url: new URL(request.url).pathname, body: text ? (JSON.parse(text) as unknown) : undefined });
      return respond();
    }),
  );
  return seen;
}

async function openReport() {
  renderApp('/reports/7', { user: buildUser() });
  const events = userEvent.setup({ delay: null });
  await screen.findByRole('table', { name: 'Required Repairs' });
  return events;
}

const repairsTable = () => screen.getByRole('table', { name: 'Required Repairs' });
const upgradesTable = () => screen.getByRole('table', { name: 'Desired Upgrades' });
const investment = () => screen.getByRole('region', { name: 'Investment Summary' });
const dialog = () => screen.getByRole('dialog');

/** The report after the heater's figures were changed by the agent: the server's own totals. */
const afterEdit = buildReport(
  {},
  {
    repairs: [buildItem({ id: 'heater', description: 'Replace the water heater (50 gal)', lowCost: 1000, estimatedCost: 1500, highCost: 2000, agentFigure: true })],
    totalRepairCost: 1500,
    totalRepairLow: 1000,
    totalRepairHigh: 2000,
    totalWithRepairs: 526500,
    totalWithUpgrades: 528200,
  },
);

describe('editing report items', () => {
  it('sends only what changed and shows the totals and investment summary the server answers', async () => {
    answer();
    const patches = record('patch', `${ITEMS}/:itemId`, () => HttpResponse.json(afterEdit));
    const events = await openReport();

    await events.click(within(repairsTable()).getByRole('button', { name: 'Edit Replace the leaking water heater' }));
    expect(within(dialog()).getByRole('heading', { name: 'Edit repair' })).toBeInTheDocument();
    const description = within(dialog()).getByRole('textbox', { name: 'Description' });
    expect(description).toHaveValue('Replace the leaking water heater');
    expect(within(dialog()).getByRole('textbox', { name: 'Low' })).toHaveValue('880');

    await events.clear(description);
    await events.type(description, 'Replace the water heater (50 gal)');
    for (const [name, value] of [
      ['Low', '1,000'],
      ['Typical', '1500'],
      ['High', '$2,000'],
    ] as const) {
      const box = within(dialog()).getByRole('textbox', { name });
      await events.clear(box);
      await events.type(box, value);
    }
    await events.click(within(dialog()).getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText('Item Updated')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(patches).toEqual([
      { url: `${ITEMS}/heater`, body: { description: 'Replace the water heater (50 gal)', lowCost: 1000, estimatedCost: 1500, highCost: 2000 } },
    ]);
    const total = within(repairsTable()).getByRole('row', { name: /Total Repairs/ });
    expect(total).toHaveTextContent('$1,000 – $2,000');
    expect(total).toHaveTextContent('$1,500');
    expect(within(investment()).getByText('Plus Repairs').nextSibling).toHaveTextContent('$526,500');
    expect(within(investment()).getByText('Total with All Improvements').nextSibling).toHaveTextContent('$528,200');
    expect(within(repairsTable()).getByRole('row', { name: /Replace the water heater \(50 gal\)/ })).toHaveTextContent("Agent's figure");
  });

  it('moves an item to the upgrades with "Move to upgrades"', async () => {
    answer();
    const moved = buildReport(
      {},
      {
        repairs: [],
        totalRepairCost: 0,
        totalRepairLow: 0,
        totalRepairHigh: 0,
        upgrades: [buildItem({ id: 'paint', description: 'Paint the living room' }), buildItem({ id: 'heater' })],
      },
    );
    const patches = record('patch', `${ITEMS}/:itemId`, () => HttpResponse.json(moved));
    const events = await openReport();

    await events.click(screen.getByRole('button', { name: 'Edit Replace the leaking water heater' }));
    await events.click(within(dialog()).getByRole('checkbox', { name: 'Move to upgrades' }));
    await events.click(within(dialog()).getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText('Moved to upgrades; the totals are updated.')).toBeInTheDocument();
    expect(patches.map((patch) => patch.body)).toEqual([{ kind: 'upgrade' }]);
    expect(within(upgradesTable()).getByRole('row', { name: /Replace the leaking water heater/ })).toBeInTheDocument();
    expect(screen.getByText('No repairs were found in the notes for this showing.')).toBeInTheDocument();
  });

  it("shows the server's field messages beside the right boxes and its message above them", async () => {
    answer();
    record('patch', `${ITEMS}/:itemId`, () =>
      HttpResponse.json(
        { message: 'The cost range is not valid', code: 'invalid', fields: { lowCost: 'Low must be at least $1', priority: 'Priority must be safety, soon or cosmetic' } },
        { status: 400 },
      ),
    );
    const events = await openReport();
    await events.click(screen.getByRole('button', { name: 'Edit Replace the leaking water heater' }));
    const low = within(dialog()).getByRole('textbox', { name: 'Low' });
    await events.clear(low);
    await events.type(low, '0');
    await events.click(within(dialog()).getByRole('button', { name: 'Save Changes' }));

    expect(await within(dialog()).findByText('The cost range is not valid')).toBeInTheDocument();
    expect(within(dialog()).getByRole('textbox', { name: 'Low' })).toHaveAccessibleDescription('Low must be at least $1');
    expect(within(dialog()).getByRole('combobox', { name: 'Priority' })).toHaveAccessibleDescription('Priority must be safety, soon or cosmetic');
    expect(within(dialog()).getByRole('textbox', { name: 'High' })).not.toHaveAccessibleDescription();
    // Nothing changed on the page (hidden from the accessibility tree while the dialog is open).
    const behind = screen.getByRole('table', { name: 'Required Repairs', hidden: true });
    expect(within(behind).getByRole('row', { name: /Total Repairs/, hidden: true })).toHaveTextContent('$1,330');
  });

  it('checks the range before sending: low above typical', async () => {
    answer();
    const patches = record('patch', `${ITEMS}/:itemId`, () => HttpResponse.json(afterEdit));
    const events = await openReport();
    await events.click(screen.getByRole('button', { name: 'Edit Replace the leaking water heater' }));
    const low = within(dialog()).getByRole('textbox', { name: 'Low' });
    await events.clear(low);
    await events.type(low, '1400');
    await events.click(within(dialog()).getByRole('button', { name: 'Save Changes' }));

    await waitFor(() => expect(within(dialog()).getByRole('textbox', { name: 'Low' })).toHaveAccessibleDescription('Low must not be more than typical'));
    expect(patches).toEqual([]);
  });

  it('asks before removing an item, then sends DELETE and shows the new totals', async () => {
    answer();
    const removed = buildReport({}, { repairs: [], totalRepairCost: 0, totalRepairLow: 0, totalRepairHigh: 0, totalWithRepairs: 525000, totalWithUpgrades: 526700 });
    const deletes = record('delete', `${ITEMS}/:itemId`, () => HttpResponse.json(removed));
    const events = await openReport();

    await events.click(screen.getByRole('button', { name: 'Remove Replace the leaking water heater' }));
    expect(within(dialog()).getByRole('heading', { name: 'Remove this repair?' })).toBeInTheDocument();
    expect(within(dialog()).getByText(/“Replace the leaking water heater” will be removed/)).toBeInTheDocument();
    await events.click(within(dialog()).getByRole('button', { name: 'Keep Item' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(deletes).toEqual([]);

    await events.click(screen.getByRole('button', { name: 'Remove Replace the leaking water heater' }));
    await events.click(within(dialog()).getByRole('button', { name: 'Remove Item' }));

    expect(await screen.findByText('Item Removed')).toBeInTheDocument();
    expect(deletes).toEqual([{ url: `${ITEMS}/heater`, body: undefined }]);
    expect(screen.getByText('No repairs were found in the notes for this showing.')).toBeInTheDocument();
    expect(within(investment()).getByText('Total with All Improvements').nextSibling).toHaveTextContent('$526,700');
  });

  it("shows the server's message when a removal is refused, and keeps the item", async () => {
    answer();
    record('delete', `${ITEMS}/:itemId`, () => HttpResponse.json({ message: 'Item not found', code: 'not_found', fields: {} }, { status: 404 }));
    const events = await openReport();
    await events.click(screen.getByRole('button', { name: 'Remove Replace the leaking water heater' }));
    await events.click(within(dialog()).getByRole('button', { name: 'Remove Item' }));

    expect(await within(dialog()).findByText('Item not found')).toBeInTheDocument();
    await events.click(within(dialog()).getByRole('button', { name: 'Keep Item' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(within(repairsTable()).getByRole('row', { name: /Replace the leaking water heater/ })).toBeInTheDocument();
  });

  it('shows "Agent\'s figure" only on items whose figures the agent set', async () => {
    answer(buildReport({}, { repairs: [buildItem({ id: 'a', description: 'Catalog priced' }), buildItem({ id: 'b', description: 'Agent priced', agentFigure: true })] }));
    await openReport();
    expect(within(repairsTable()).getByRole('row', { name: /Agent priced/ })).toHaveTextContent("Agent's figure");
    expect(within(repairsTable()).getByRole('row', { name: /Catalog priced/ })).not.toHaveTextContent("Agent's figure");
  });

  it('says the PDF is rendered again with the edits', async () => {
    answer();
    await openReport();
    expect(screen.getByText(/The PDF is rendered again with your edits/)).toBeInTheDocument();
  });
});

describe('adding report items', () => {
  it('searches the catalog once typing pauses, and adds the picked entry with its quantity', async () => {
    answer();
    const searches: string[] = [];
    server.use(
      http.get('/api/catalog', ({ request }) => {
        searches.push(new URL(request.url).search);
        return HttpResponse.json({
          items: [buildCatalogItem(), buildCatalogItem({ key: 'gfci_outlet', label: 'Install a GFCI outlet', category: 'Electrical', low: 120, typical: 210, high: 300 })],
        });
      }),
    );
    const added = buildReport({}, { repairs: [buildItem({ id: 'heater' }), buildItem({ id: 'new', description: 'Install a GFCI outlet', quantity: 2 })], totalRepairCost: 1750 });
    const posts = record('post', ITEMS, () => HttpResponse.json(added, { status: 201 }));
    const events = await openReport();

    await events.click(within(screen.getByRole('region', { name: 'Required Repairs' })).getByRole('button', { name: 'Add item' }));
    expect(within(dialog()).getByRole('heading', { name: 'Add a repair' })).toBeInTheDocument();
    await events.type(within(dialog()).getByRole('textbox', { name: 'Search the cost catalog' }), 'outlet');

    const option = await within(dialog()).findByRole('option', { name: /Install a GFCI outlet/ });
    // One question for the whole word, not one a keystroke.
    expect(searches).toEqual(['?q=outlet&limit=8&showingId=7']);
    expect(option).toHaveTextContent('Electrical');
    expect(option).toHaveTextContent('$120 – $300 each · typically $210');
    expect(within(dialog()).getByRole('option', { name: /Replace the water heater/ })).toHaveTextContent('Plumbing');

    await events.click(option);
    expect(option).toHaveAttribute('aria-selected', 'true');
    const quantity = within(dialog()).getByRole('textbox', { name: 'Quantity' });
    await events.clear(quantity);
    await events.type(quantity, '2');
    await events.click(within(dialog()).getByRole('button', { name: 'Add to repairs' }));

    expect(await screen.findByText('Item Added')).toBeInTheDocument();
    expect(posts.map((post) => post.body)).toEqual([{ kind: 'repair', catalogKey: 'gfci_outlet', quantity: 2 }]);
    expect(within(repairsTable()).getByRole('row', { name: /Install a GFCI outlet/ })).toBeInTheDocument();
    expect(within(repairsTable()).getByRole('row', { name: /Total Repairs/ })).toHaveTextContent('$1,750');
  });

  it('asks for a pick before adding from the catalog', async () => {
    answer();
    const posts = record('post', ITEMS, () => HttpResponse.json(buildReport(), { status: 201 }));
    const events = await openReport();
    await events.click(within(screen.getByRole('region', { name: 'Desired Upgrades' })).getByRole('button', { name: 'Add item' }));
    await events.click(within(dialog()).getByRole('button', { name: 'Add to upgrades' }));
    expect(within(dialog()).getByText('Choose an item from the list')).toBeInTheDocument();
    expect(posts).toEqual([]);
  });

  it('asks for the size of an item priced by area, and shows its price in cents', async () => {
    answer();
    server.use(
      http.get('/api/catalog', () =>
        HttpResponse.json({ items: [buildCatalogItem({ key: 'flooring_lvp', label: 'Luxury vinyl plank flooring', category: 'Flooring', kind: 'upgrade', unit: 'sq ft', low: 3.5, typical: 5.25, high: 7 })] }),
      ),
    );
    const posts = record('post', ITEMS, () => HttpResponse.json(buildReport(), { status: 201 }));
    const events = await openReport();
    await events.click(within(screen.getByRole('region', { name: 'Desired Upgrades' })).getByRole('button', { name: 'Add item' }));
    await events.type(within(dialog()).getByRole('textbox', { name: 'Search the cost catalog' }), 'vinyl');
    const option = await within(dialog()).findByRole('option', { name: /Luxury vinyl plank flooring/ });
    expect(option).toHaveTextContent('$3.50 – $7.00 per sq ft · typically $5.25');
    await events.click(option);
    const size = within(dialog()).getByRole('textbox', { name: 'Quantity (sq ft)' });
    expect(size).toHaveValue('');
    await events.click(within(dialog()).getByRole('button', { name: 'Add to upgrades' }));
    expect(size).toHaveAccessibleDescription('Enter a quantity');
    expect(posts).toEqual([]);

    await events.type(size, '240');
    await events.click(within(dialog()).getByRole('button', { name: 'Add to upgrades' }));
    await waitFor(() => expect(posts.map((post) => post.body)).toEqual([{ kind: 'upgrade', catalogKey: 'flooring_lvp', quantity: 240 }]));
  });

  it('checks an own item before sending (description, inverted range), then sends it', async () => {
    answer();
    const posts = record('post', ITEMS, () =>
      HttpResponse.json(buildReport({}, { upgrades: [buildItem({ id: 'deck', description: 'Stain the deck', agentFigure: true })] }), { status: 201 }),
    );
    const events = await openReport();
    await events.click(within(screen.getByRole('region', { name: 'Desired Upgrades' })).getByRole('button', { name: 'Add item' }));
    await events.click(within(dialog()).getByRole('tab', { name: 'Your own item' }));

    const box = (name: string) => within(dialog()).getByRole('textbox', { name });
    await events.type(box('Low'), '900');
    await events.type(box('Typical'), '700');
    await events.type(box('High'), '1200');
    await events.click(within(dialog()).getByRole('button', { name: 'Add to upgrades' }));

    await waitFor(() => expect(box('Description')).toHaveAccessibleDescription('Describe the item'));
    expect(box('Low')).toHaveAccessibleDescription('Low must not be more than typical');
    expect(posts).toEqual([]);

    await events.type(box('Description'), 'Stain the deck');
    await events.clear(box('Low'));
    await events.type(box('Low'), '500');
    await events.click(within(dialog()).getByRole('button', { name: 'Add to upgrades' }));

    expect(await screen.findByText('Item Added')).toBeInTheDocument();
    expect(posts.map((post) => post.body)).toEqual([{ kind: 'upgrade', description: 'Stain the deck', priority: 'soon', lowCost: 500, estimatedCost: 700, highCost: 1200 }]);
    expect(within(upgradesTable()).getByRole('row', { name: /Stain the deck/ })).toHaveTextContent("Agent's figure");
  });

  it('asks for all three figures or none', async () => {
    answer();
    const posts = record('post', ITEMS, () => HttpResponse.json(buildReport(), { status: 201 }));
    const events = await openReport();
    await events.click(within(screen.getByRole('region', { name: 'Required Repairs' })).getByRole('button', { name: 'Add item' }));
    await events.click(within(dialog()).getByRole('tab', { name: 'Your own item' }));
    await events.type(within(dialog()).getByRole('textbox', { name: 'Description' }), 'Fix the gate');
    await events.type(within(dialog()).getByRole('textbox', { name: 'Typical' }), '300');
    await events.click(within(dialog()).getByRole('button', { name: 'Add to repairs' }));

    await waitFor(() => expect(within(dialog()).getByRole('textbox', { name: 'Low' })).toHaveAccessibleDescription('Enter all three figures, or leave all three empty'));
    expect(posts).toEqual([]);
  });
});

describe('report items on a phone', () => {
  beforeEach(() => {
    stubPhoneScreen();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('gives each item card Edit and Remove, and edits in a full-screen sheet', async () => {
    answer();
    renderApp('/reports/7', { user: buildUser() });
    const events = userEvent.setup({ delay: null });
    const edit = await screen.findByRole('button', { name: 'Edit Replace the leaking water heater' });
    expect(edit).toHaveTextContent('Edit');
    expect(screen.getByRole('button', { name: 'Remove Paint the living room' })).toHaveTextContent('Remove');
    // With no column headings on a card, its figures say what they are.
    const card = edit.closest('li') as HTMLElement;
    expect(card).toHaveTextContent(/Range\s*\$[\d,]+ – \$[\d,]+/);
    expect(card).toHaveTextContent(/Typical\s*\$[\d,]+/);

    await events.click(edit);
    expect(dialog()).toHaveClass('MuiDialog-paperFullScreen');
    await events.click(within(dialog()).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});

describe('which reports have item editing', () => {
  it('offers Edit, Remove and Add item on the showing report only, not on a market analysis', () => {
    const { unmount } = render(
      <ThemeProvider theme={theme}>
        <ReportItems report={buildReport()} />
      </ThemeProvider>,
    );
    expect(screen.getAllByRole('button', { name: 'Add item' })).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Edit Replace the leaking water heater' })).toBeInTheDocument();
    unmount();

    render(
      <ThemeProvider theme={theme}>
        <ReportItems report={buildReport({ reportType: 'cma' })} />
      </ThemeProvider>,
    );
    expect(screen.getByRole('table', { name: 'Required Repairs' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^(Add item|Edit |Remove )/ })).not.toBeInTheDocument();
    expect(screen.queryByText(/The PDF is rendered again/)).not.toBeInTheDocument();
  });
});
