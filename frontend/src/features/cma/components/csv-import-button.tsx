import UploadFile from '@mui/icons-material/UploadFile';
import Button from '@mui/material/Button';
import { type ChangeEvent, useRef, useState } from 'react';

import { ApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useUnauthorizedHandler } from '@/lib/unauthorized';

import { type ImportPreview, toImportPreview } from '../api/adapter';
import { useParseComparablesCsv } from '../api/parse-comparables-csv';
import { MAX_CSV_BYTES } from '../api/types';
import { countComparables } from '../format';
import type { ComparablesDraft } from '../use-comparables-draft';
import { ImportPreviewDialog } from './import-preview-dialog';

export const CSV_ACCEPT = '.csv,text/csv';

const megabytes = (bytes: number) => `${(bytes / (1024 * 1024)).toFixed(1)} MB`;

/** Why a file could not be previewed, in words the agent can act on. */
function importProblem(error: unknown, fileName: string): string {
  if (error instanceof ApiError && error.status === 413) {
    return `“${fileName}” is larger than 1 MB. Export only the comparables you want and try again.`;
  }
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) {
    return `“${fileName}” could not be read: ${error.text}`;
  }
  return `“${fileName}” could not be read just now. Please try again.`;
}

/**
 * "Import CSV": picks an MLS export, has the server read it (nothing is stored), shows what it
 * found, and adds the readable rows to the editor. Files over 1 MB are refused before uploading.
 */
export function CsvImportButton({ draft, disabled, onProblem }: { draft: ComparablesDraft; disabled?: boolean; onProblem: (message: string | null) => void }) {
  const input = useRef<HTMLInputElement>(null);
  const parse = useParseComparablesCsv();
  const handleUnauthorized = useUnauthorizedHandler();
  const [preview, setPreview] = useState<{ fileName: string; preview: ImportPreview } | null>(null);

  const onSelect = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // The same file can be picked again after it is fixed.
    event.target.value = '';
    if (!file) return;
    onProblem(null);
    if (file.size > MAX_CSV_BYTES) {
      onProblem(`“${file.name}” is ${megabytes(file.size)}. A CSV of comparables can be at most 1 MB; export only the comparables you want.`);
      return;
    }
    try {
      setPreview({ fileName: file.name, preview: toImportPreview(await parse.trigger(file)) });
    } catch (error) {
      if (handleUnauthorized(error)) return;
      onProblem(importProblem(error, file.name));
    }
  };

  const onImport = (count: number) => {
    if (!preview) return;
    draft.append(preview.preview.rows.slice(0, count).map((row) => row.comparable));
    toast({ title: 'Comparables Imported', description: `${countComparables(count)} from ${preview.fileName} added below.` });
    setPreview(null);
  };

  return (
    <>
      <Button
        variant="outlined"
        startIcon={<UploadFile />}
        onClick={() => input.current?.click()}
        loading={parse.isMutating}
        loadingPosition="start"
        disabled={disabled}
      >
        Import CSV
      </Button>
      <input ref={input} hidden type="file" accept={CSV_ACCEPT} onChange={onSelect} aria-label="Import comparables from a CSV file" />
      {preview && <ImportPreviewDialog fileName={preview.fileName} preview={preview.preview} room={draft.room} onImport={onImport} onClose={() => setPreview(null)} />}
    </>
  );
}
