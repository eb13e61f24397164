import { useState } from 'react';
import { useSWRConfig } from 'swr';

import { ApiError, errorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useUnauthorizedHandler } from '@/lib/unauthorized';

import { useEditReportSummary } from './api/edit-report-summary';
import { showingReportsKey } from './api/get-showing-reports';
import { useSendReport } from './api/send-report';
import type { Report, SendReportRequest } from './types';

/** The server's limits and messages for a summary (crates/application edit_summary). */
export const SUMMARY_MAX_LENGTH = 10_000;
const SUMMARY_REQUIRED = 'Summary cannot be empty';
const SUMMARY_TOO_LONG = 'Summary must be at most 10,000 characters';

export function summaryError(text: string): string | null {
  if (!text.trim()) return SUMMARY_REQUIRED;
  if (text.length > SUMMARY_MAX_LENGTH) return SUMMARY_TOO_LONG;
  return null;
}

/**
 * What the report detail can do with a report: edit its summary in place (spec §4: view, Edit,
 * then Save Changes or Cancel) and send it to the buyer. Both live together because sending
 * while the summary is being edited sends the edited text with it (and only then).
 */
export function useReportEditor(report: Report) {
  const { mutate } = useSWRConfig();
  const save = useEditReportSummary(report.showingId, report.id);
  const send = useSendReport(report.showingId);
  const handleUnauthorized = useUnauthorizedHandler();
  const [draft, setDraft] = useState<string | null>(null);
  const [touched, setTouched] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);

  const editing = draft !== null;
  const saving = save.isMutating;
  const sending = send.isMutating;
  const error = editing ? (serverError ?? (touched ? summaryError(draft) : null)) : null;

  const leaveEditing = () => {
    setDraft(null);
    setServerError(null);
  };

  /** The summary as it will be sent, or null (with the field's message shown) when it is not valid. */
  const checkedDraft = (): string | null => {
    if (draft === null) return null;
    setTouched(true);
    return summaryError(draft) ? null : draft.trim();
  };

  const notifyFieldError = (caught: unknown) => {
    if (caught instanceof ApiError && caught.fields.summary) setServerError(caught.fields.summary);
  };

  return {
    draft,
    editing,
    error,
    saving,
    sending,
    startEditing: () => {
      setDraft(report.content.summary);
      setServerError(null);
      setTouched(false);
    },
    cancel: leaveEditing,
    change: (text: string) => {
      setDraft(text);
      setServerError(null);
    },
    blur: () => setTouched(true),

    saveSummary: async () => {
      const summary = checkedDraft();
      if (summary === null) return;
      try {
        await save.trigger({ summary });
        leaveEditing();
        toast({ title: 'Summary Updated', description: 'The report summary has been saved.' });
      } catch (caught) {
        if (handleUnauthorized(caught)) return;
        notifyFieldError(caught);
        toast({ title: 'Update Failed', description: errorMessage(caught), variant: 'destructive' });
      }
    },

    /**
     * Spec §4/§8: sends the report; the edited summary goes with it only while it is being edited.
     * On success the page leaves edit mode showing the summary as saved, and the badge reads Sent.
     */
    sendToBuyer: async () => {
      if (report.emailSent || sending || saving) return;
      let body: SendReportRequest | undefined;
      if (editing) {
        const summary = checkedDraft();
        if (summary === null) {
          toast({ title: 'Error', description: summaryError(draft) ?? 'Check the summary before sending.', variant: 'destructive' });
          return;
        }
        body = { summary };
      }
      try {
        await send.trigger(body);
        leaveEditing();
        toast({ title: 'Report Sent', description: 'The report has been sent to the buyer successfully.' });
      } catch (caught) {
        if (handleUnauthorized(caught)) return;
        notifyFieldError(caught);
        // Already sent elsewhere (409), or the edited summary may have been saved before the mail
        // failed: show the report as the server has it now. An open draft stays as typed.
        if (caught instanceof ApiError && (caught.code === 'already_sent' || body)) {
          void mutate(showingReportsKey(report.showingId));
        }
        toast({ title: 'Error', description: errorMessage(caught), variant: 'destructive' });
      }
    },
  };
}

export type ReportEditor = ReturnType<typeof useReportEditor>;
