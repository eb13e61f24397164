import QueryStats from '@mui/icons-material/QueryStats';
import Typography from '@mui/material/Typography';
import { type ReactNode, createContext, memo, useContext, useLayoutEffect, useMemo, useRef } from 'react';

import { SectionCard } from '@/components/ui/section-card';

import { saveComparables } from '../api/save-comparables';
import { countComparables } from '../format';
import { type ComparablesDraft, useComparablesDraft } from '../use-comparables-draft';
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

/**
 * The comparable sales of a new showing: an optional section of the details step, a line in the
 * review, a check before moving on, and the save that runs once the showing exists (before its
 * report, so the market analysis written with the report uses them). `addOn` stays the same
 * object for the life of the screen; `provide` wraps the form so its parts see the draft.
 */
export function useNewShowingComparables() {
  const draft = useComparablesDraft();
  const latest = useRef(draft);
  useLayoutEffect(() => {
    latest.current = draft;
  });

  const addOn = useMemo(
    () => ({
      renderDetails: ({ busy }: { busy: boolean }) => <ComparablesSection busy={busy} />,
      review: <ReviewLine />,
      /** No comparables is fine; entered ones must be complete. */
      check: () => latest.current.rows.length === 0 || latest.current.check(),
      /** Saves the comparables and rates on the new showing; a refusal is pinned to its row, then rethrown. */
      afterCreate: async (showingId: number) => {
        const current = latest.current;
        if (current.rows.length === 0) return;
        try {
          await saveComparables(showingId, current.toRequest());
        } catch (error) {
          current.showServerProblems(error);
          throw error;
        }
      },
    }),
    [],
  );

  const provide = (children: ReactNode) => <DraftContext.Provider value={draft}>{children}</DraftContext.Provider>;
  return { addOn, provide };
}
