import QueryStats from '@mui/icons-material/QueryStats';
import Typography from '@mui/material/Typography';
import { type ReactNode, createContext, memo, useContext, useLayoutEffect, useMemo, useRef } from 'react';

import { SectionCard } from '@/components/ui/section-card';
import { useDraftAutosave } from '@/lib/device-drafts';

import { toRatesDraft } from '../api/adapter';
import { DEFAULT_FEATURE_RATES } from '../api/types';
import { countComparables } from '../format';
import { type ComparablesDraft, type ComparablesDraftState, useComparablesDraft } from '../use-comparables-draft';
import { ComparablesEditor } from './comparables-editor';

// The draft reaches the section and the review line through context, so typing in a comparable
// redraws the editor only, not the whole showing form around it.
const DraftContext = createContext<ComparablesDraft | null>(null);

function useDraft(): ComparablesDraft {
  const draft = useContext(DraftContext);
  if (!draft) throw new Error('The comparables of a new showing are used outside their provider');
  return draft;
}

const ComparablesSection = memo(function ComparablesSection({ busy }: { busy: boolean }) {
  const draft = useDraft();
  return (
    <SectionCard
      title="Comparable sales (optional)"
      icon={<QueryStats fontSize="small" />}
      description="Recent sales and listings near this home. With the square footage above they give the report a comparative market analysis."
    >
      <ComparablesEditor draft={draft} disabled={busy} />
    </SectionCard>
  );
});

function ReviewLine() {
  const count = useDraft().rows.length;
  return (
    <Typography variant="body2">
      <strong>Comparable sales:</strong> {count === 0 ? 'none added' : countComparables(count)}
    </Typography>
  );
}

const defaultRates = JSON.stringify(toRatesDraft(DEFAULT_FEATURE_RATES));
const isUntouched = (state: ComparablesDraftState) => state.rows.length === 0 && JSON.stringify(state.rates) === defaultRates;

/**
 * The comparable sales of a new showing: an optional section of the details step, a line in the
 * review, a check before moving on, and the save that runs once the showing exists (before its
 * report, so the market analysis written with the report uses them). `addOn` stays the same
 * object for the life of the screen; `provide` wraps the form so its parts see the draft.
 */
export function useNewShowingComparables(userId: number, restored?: ComparablesDraftState) {
  const draft = useComparablesDraft(undefined, restored);
  const latest = useRef(draft);

  // The rows and rates are part of the new showing's draft on the device.
  const kept = useMemo<ComparablesDraftState>(() => ({ rows: draft.rows, rates: draft.rates }), [draft.rows, draft.rates]);
  useDraftAutosave(userId, 'new-showing', 'comparables', kept, isUntouched);
  useLayoutEffect(() => {
    latest.current = draft;
  });

  const addOn = useMemo(
    () => ({
      renderDetails: ({ busy }: { busy: boolean }) => <ComparablesSection busy={busy} />,
      review: <ReviewLine />,
      /** No comparables is fine; entered ones must be complete. */
      check: () => latest.current.rows.length === 0 || latest.current.check(),
      /** The comparables and rates to save on the new showing (PUT …/comparables), if any were entered. */
      afterCreate: () => (latest.current.rows.length === 0 ? null : { part: 'comparables' as const, body: latest.current.toRequest() }),
      /** A refusal of that save is pinned to the row it names. */
      showRefusal: (error: unknown) => latest.current.showServerProblems(error),
    }),
    [],
  );

  const provide = (children: ReactNode) => <DraftContext.Provider value={draft}>{children}</DraftContext.Provider>;
  return { addOn, provide };
}
