import { ThemeProvider } from '@mui/material/styles';
import { act, render as renderInDom, renderHook, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement, ReactNode } from 'react';

import { theme } from '@/app/theme';

import { buildComparable, buildImportPreview } from '@/testing/fixtures';

import { toImportPreview } from '../api/adapter';
import { ImportPreviewDialog, importCount } from '../components/import-preview-dialog';
import { useComparablesDraft } from '../use-comparables-draft';

// At most 50 comparables per showing. Drawing 50 rows of inputs is slow in a test DOM, so the cap
// is checked on the pieces that enforce it: the import dialog, and the draft behind the editor.

const render = (ui: ReactElement) => renderInDom(ui, { wrapper: ({ children }: { children: ReactNode }) => <ThemeProvider theme={theme}>{children}</ThemeProvider> });

const rows = (count: number, street = 'Elm St') =>
  Array.from({ length: count }, (_, index) => ({ row: index + 2, comparable: buildComparable({ address: `${index + 1} ${street}` }) }));

describe('the 50-comparable cap', () => {
  it('imports only the rows that fit, and says so', async () => {
    const onImport = vi.fn();
    render(<ImportPreviewDialog fileName="comps.csv" preview={toImportPreview(buildImportPreview({ rows: rows(5), errors: [] }))} room={2} onImport={onImport} onClose={() => {}} />);
    const dialog = screen.getByRole('dialog', { name: /Import comparables/ });
    expect(within(dialog).getByText('5 rows can be imported.')).toBeInTheDocument();
    expect(
      within(dialog).getByText('Only the first 2 of these 5 rows will be imported: a showing can have at most 50 comparables, and 48 are entered.'),
    ).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Import 2 comparables' }));
    expect(onImport).toHaveBeenCalledWith(2);
  });

  it('imports nothing when the showing is full', () => {
    render(<ImportPreviewDialog fileName="comps.csv" preview={toImportPreview(buildImportPreview())} room={0} onImport={() => {}} onClose={() => {}} />);
    expect(screen.getByText(/No more can be added: a showing can have at most 50 comparables, and 50 are entered/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Import 0 comparables' })).toBeDisabled();
    expect(importCount(3, 10)).toEqual({ count: 3, capNote: null });
  });

  it('keeps the draft at 50: appending more stops there and adding does nothing', () => {
    const { result } = renderHook(() => useComparablesDraft());
    act(() => result.current.append(rows(48).map((row) => row.comparable)));
    expect(result.current.rows).toHaveLength(48);
    expect(result.current.room).toBe(2);

    act(() => result.current.append(rows(5, 'Oak Way').map((row) => row.comparable)));
    expect(result.current.rows).toHaveLength(50);
    expect(result.current.rows.at(-1)?.address).toBe('2 Oak Way');
    expect(result.current.room).toBe(0);

    act(() => result.current.add());
    expect(result.current.rows).toHaveLength(50);
  });
});
