import { useMemo, useState } from 'react';

import { ApiError } from '@/lib/api-client';
import { type HomeFactName, homeFactNames, homeFactsSchema } from '@/lib/home-facts';

import { sameSubjectFacts, toSubjectFactsDraft, toSubjectFactsRequest } from './api/adapter';
import type { SubjectFacts, HomeFactsRequest } from './api/types';
import { type SubjectFactsDraft, problemsOf } from './schemas';

const isFactField = (key: string): key is HomeFactName => (homeFactNames as readonly string[]).includes(key);

/**
 * The subject home's facts being edited next to the comparables: the boxes as typed, their
 * problems (shown once a box was left or a save was tried), the server's refusals pinned to their
 * box until it changes, and whether they differ from what the showing has stored.
 */
export function useSubjectFactsDraft(initial: SubjectFacts) {
  const [facts, setFacts] = useState<SubjectFactsDraft>(() => toSubjectFactsDraft(initial));
  /** What the server has: the showing's facts, then whatever was saved from here. */
  const [stored, setStored] = useState<SubjectFacts>(initial);
  const [touched, setTouched] = useState<ReadonlySet<HomeFactName>>(() => new Set());
  const [checked, setChecked] = useState(false);
  const [serverProblems, setServerProblems] = useState<Partial<Record<HomeFactName, string>>>({});
  /** Bumped by a failed check or a refusal, so the panel can move to the first box that needs attention. */
  const [focusRequest, setFocusRequest] = useState(0);

  const problems: Partial<Record<string, string>> = useMemo(() => problemsOf(homeFactsSchema, facts), [facts]);
  const valid = Object.keys(problems).length === 0;

  return {
    facts,
    focusRequest,
    /** True when the boxes name other facts than the stored ones (only meaningful once they are valid). */
    changed: !valid || !sameSubjectFacts(toSubjectFactsRequest(facts), stored),

    update(field: HomeFactName, value: string) {
      setFacts((current) => ({ ...current, [field]: value }));
      setServerProblems((current) => (field in current ? Object.fromEntries(Object.entries(current).filter(([key]) => key !== field)) : current));
    },
    touch(field: HomeFactName) {
      setTouched((current) => (current.has(field) ? current : new Set(current).add(field)));
    },
    problem: (field: HomeFactName): string | undefined => serverProblems[field] ?? (checked || touched.has(field) ? problems[field] : undefined),

    /** True when every fact can be saved; otherwise every problem shows. */
    check(): boolean {
      setChecked(true);
      if (!valid) setFocusRequest((n) => n + 1);
      return valid;
    },
    toRequest: (): HomeFactsRequest => toSubjectFactsRequest(facts),
    /** The server took these facts: they are what the showing has now. */
    saved(next: SubjectFacts) {
      setStored(next);
    },

    /** Pins the server's per-field messages (keyed `squareFeet`, `lotSizeAcres`, …) to their boxes. */
    showServerProblems(error: unknown) {
      if (!(error instanceof ApiError)) return;
      const pinned = Object.fromEntries(Object.entries(error.fields).filter(([key]) => isFactField(key)));
      setServerProblems(pinned);
      if (Object.keys(pinned).length > 0) setFocusRequest((n) => n + 1);
    },
  };
}

export type SubjectFactsEditor = ReturnType<typeof useSubjectFactsDraft>;
