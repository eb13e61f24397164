import { useRef, useState } from 'react';

import { ApiError, errorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useUnauthorizedHandler } from '@/lib/unauthorized';

import { useEditReportSummary } from './api/edit-report-summary';
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
 * then Save Changes or Cancel) and send it to the buyer after a confirmation. Both live together
 * because sending while the summary is being edited sends the edited text with it (and only then).
 */
export function useReportEditor(report: Report) {
  const save = useEditReportSummary(report.showingId, report.id);
  const send = useSendReport(report.showingId);
  const handleUnauthorized = useUnauthorizedHandler();
  const [draft, setDraft] = useState<string | null>(null);
  const [touched, setTouched] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  // Set at the first press of Send, before React re-renders the button as busy.
  const inFlight = useRef(false);

  const editing = draft !== null;
  const saving = save.isMutating;
  const sending = send.isMutating;
  // Sending saves an edited summary first, so a changed one makes a new version of the report.
  const draftChanged = editing && draft.trim() !== report.content.summary;
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
    draftChanged,
    confirming,
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
     * "Send Report to Buyer": opens the confirmation, once an edited summary is known to be valid
     * (an invalid one is pointed out instead, as before).
     */
    requestSend: () => {
      if (sending || saving) return;
      if (editing && checkedDraft() === null) {
        toast({ title: 'Error', description: summaryError(draft) ?? 'Check the summary before sending.', variant: 'destructive' });
        return;
      }
      setConfirming(true);
    },
    closeConfirmation: () => {
      if (!inFlight.current) setConfirming(false);
    },

    /**
     * The confirmation's Send (spec §4/§8): queues the report; the edited summary goes with it only
     * while it is being edited. A second press while the first is on its way sends nothing. Once
     * accepted the page leaves edit mode showing the summary as saved, and the delivery's state
     * follows beside the button. Either way the confirmation closes; a refusal says why.
     */
    confirmSend: async () => {
      if (inFlight.current || saving) return;
      let body: SendReportRequest | undefined;
      if (editing) {
        const summary = checkedDraft();
        if (summary === null) {
          setConfirming(false);
          return;
        }
        body = { summary };
      }
      inFlight.current = true;
      try {
        await send.trigger(body);
        leaveEditing();
        toast({ title: 'Report Sent', description: 'The report has been sent to the buyer successfully.' });
      } catch (caught) {
        if (handleUnauthorized(caught)) return;
        notifyFieldError(caught);
        toast({ title: 'Error', description: errorMessage(caught), variant: 'destructive' });
      } finally {
        inFlight.current = false;
        setConfirming(false);
      }
    },
  };
}

export type ReportEditor = ReturnType<typeof useReportEditor>;
