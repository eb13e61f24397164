import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { type Theme } from '@mui/material/styles';
import { useId } from 'react';

import type { ImportPreview } from '../api/adapter';
import { MAX_COMPARABLES } from '../api/types';
import { countComparables } from '../format';

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** How many of the readable rows fit beside the comparables already entered, and why not all. */
export function importCount(readable: number, room: number): { count: number; capNote: string | null } {
  const count = Math.max(0, Math.min(readable, room));
  if (readable === 0 || count === readable) return { count, capNote: null };
  const entered = MAX_COMPARABLES - room;
  if (count === 0) {
    return { count, capNote: `No more can be added: a showing can have at most ${MAX_COMPARABLES} comparables, and ${entered} are entered. Remove some to import these.` };
  }
  return {
    count,
    capNote: `Only the first ${count} of these ${readable} rows will be imported: a showing can have at most ${MAX_COMPARABLES} comparables, and ${entered} are entered.`,
  };
}

const headCells = { '& th': { color: 'text.secondary', fontWeight: 600, whiteSpace: 'nowrap' } } as const;

/**
 * What a CSV holds before anything is added: which column fills which field (and which are
 * ignored), how many rows can be imported, and each row that cannot be read with its column and
 * reason. Importing adds the readable rows to the editor; nothing is saved yet.
 */
export function ImportPreviewDialog({
  fileName,
  preview,
  room,
  onImport,
  onClose,
}: {
  fileName: string;
  preview: ImportPreview;
  /** How many more comparables fit. */
  room: number;
  onImport: (count: number) => void;
  onClose: () => void;
}) {
  const titleId = useId();
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const readable = preview.rows.length;
  const badRows = new Set(preview.problems.map((problem) => problem.row)).size;
  const { count, capNote } = importCount(readable, room);

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="md" fullScreen={fullScreen}>
      <DialogTitle id={titleId} sx={{ fontWeight: 700 }}>
        Import comparables
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          From {fileName}
        </Typography>
      </DialogTitle>
      <DialogContent dividers>
        <Stack spacing={3}>
          <Alert severity={readable === 0 ? 'error' : badRows > 0 ? 'warning' : 'success'} variant="outlined">
            {readable === 0 ? 'No rows can be imported from this file.' : `${plural(readable, 'row', 'rows')} can be imported.`}
            {badRows > 0 && ` ${plural(badRows, 'row cannot', 'rows cannot')} be read and will be left out.`}
          </Alert>
          {capNote && <Alert severity="warning">{capNote}</Alert>}

          <Box component="section" aria-labelledby={`${titleId}-columns`}>
            <Typography id={`${titleId}-columns`} variant="subtitle1" component="h3" sx={{ fontWeight: 700, mb: 0.5 }}>
              Columns
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
              How each column of the file is read. Columns marked ignored are not imported.
            </Typography>
            <TableContainer>
              <Table size="small" aria-label="Column mapping">
                <TableHead>
                  <TableRow sx={headCells}>
                    <TableCell sx={{ width: 64 }}>Column</TableCell>
                    <TableCell>In the file</TableCell>
                    <TableCell>Imported as</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {preview.columns.map((column) => (
                    <TableRow key={column.column}>
                      <TableCell sx={{ fontVariantNumeric: 'tabular-nums' }}>{column.column}</TableCell>
                      <TableCell sx={{ overflowWrap: 'anywhere' }}>{column.heading}</TableCell>
                      <TableCell sx={{ color: column.label ? 'text.primary' : 'text.disabled', fontWeight: column.label ? 600 : 400 }}>
                        {column.label ?? 'Ignored'}
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </TableContainer>
          </Box>

          {preview.problems.length > 0 && (
            <Box component="section" aria-labelledby={`${titleId}-problems`}>
              <Typography id={`${titleId}-problems`} variant="subtitle1" component="h3" sx={{ fontWeight: 700, mb: 0.5 }}>
                Rows that cannot be read
              </Typography>
              <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
                Row numbers are the file's, as a spreadsheet shows them. Fix them in the file and import it again, or add those homes by hand.
              </Typography>
              <TableContainer>
                <Table size="small" aria-label="Rows that cannot be read">
                  <TableHead>
                    <TableRow sx={headCells}>
                      <TableCell sx={{ width: 56 }}>Row</TableCell>
                      <TableCell sx={{ width: '30%' }}>Column</TableCell>
                      <TableCell>Problem</TableCell>
                    </TableRow>
                  </TableHead>
                  <TableBody>
                    {preview.problems.map((problem, index) => (
                      <TableRow key={`${problem.row}-${problem.column}-${index}`}>
                        <TableCell sx={{ fontVariantNumeric: 'tabular-nums' }}>{problem.row}</TableCell>
                        <TableCell sx={{ overflowWrap: 'anywhere' }}>{problem.column}</TableCell>
                        <TableCell sx={{ overflowWrap: 'anywhere' }}>{problem.message}</TableCell>
                      </TableRow>
                    ))}
                  </TableBody>
                </Table>
              </TableContainer>
            </Box>
          )}
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 2 }}>
        <Button onClick={onClose} color="inherit">
          Cancel
        </Button>
        <Button variant="contained" onClick={() => onImport(count)} disabled={count === 0}>
          Import {countComparables(count)}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
