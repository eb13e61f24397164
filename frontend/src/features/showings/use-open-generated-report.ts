import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';

import { paths } from '@/config/paths';
import type { DraftForm } from '@/lib/device-drafts';

import { useOnQueuedShowingSent } from './outbox/use-outbox';
import { REDIRECT_AFTER_GENERATION_MS } from './report-flow';

/**
 * What a form does once its showing's report is generated: `generated` turns true and the report
 * opens 1.5 s later, whether the agent pressed Generate or the queue sent the showing while the
 * form was open (the connection came back). A press goes through `whilePressing`, so the queue's
 * notice of that same showing does not open the report a second time.
 */
export function useOpenGeneratedReport(userId: number, form: DraftForm) {
  const navigate = useNavigate();
  const [generated, setGenerated] = useState(false);
  const redirect = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const pressing = useRef(false);

  useEffect(() => () => clearTimeout(redirect.current), []);

  const openReport = useCallback(
    (showingId: number) => {
      setGenerated(true);
      redirect.current = setTimeout(() => navigate(paths.report.getHref(showingId)), REDIRECT_AFTER_GENERATION_MS);
    },
    [navigate],
  );
  useOnQueuedShowingSent(
    userId,
    form,
    useCallback((showingId: number) => !pressing.current && openReport(showingId), [openReport]),
  );

  const whilePressing = useCallback(async <T>(press: () => Promise<T>): Promise<T> => {
    pressing.current = true;
    try {
      return await press();
    } finally {
      pressing.current = false;
    }
  }, []);

  return { generated, openReport, whilePressing };
}
