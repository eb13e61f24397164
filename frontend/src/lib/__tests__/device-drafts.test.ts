import { act, renderHook, waitFor } from '@testing-library/react';

import { discardDraft, loadDraft, saveDraftPart, useDraftAutosave, useDraftStatus } from '@/lib/device-drafts';
import { forgetAgentOnThisDevice, listDeviceItems, writeDeviceItem } from '@/lib/device-store';

const JANE = 1;
const SAM = 2;

describe('drafts kept on the device', () => {
  it('keeps each part of a form, for its own agent only', async () => {
    await saveDraftPart(JANE, 'new-showing', 'form', { repairs: 'Roof leaks' });
    await saveDraftPart(JANE, 'new-showing', 'comparables', { rows: [] });
    await saveDraftPart(SAM, 'new-showing', 'form', { repairs: 'Fence is down' });

    expect((await loadDraft(JANE, 'new-showing'))?.parts).toEqual({ form: { repairs: 'Roof leaks' }, comparables: { rows: [] } });
    expect((await loadDraft(SAM, 'new-showing'))?.parts).toEqual({ form: { repairs: 'Fence is down' } });
    expect(await loadDraft(JANE, 'mobile-form')).toBeUndefined();
  });

  it('removes a draft once its last part is emptied', async () => {
    await saveDraftPart(JANE, 'mobile-form', 'form', { assessment: 'Old furnace' });
    expect(await saveDraftPart(JANE, 'mobile-form', 'form', undefined)).toBe(false);
    expect(await loadDraft(JANE, 'mobile-form')).toBeUndefined();
  });

  it("signing out removes everything kept for that agent, and nobody else's", async () => {
    await saveDraftPart(JANE, 'new-showing', 'form', { repairs: 'Roof leaks' });
    await writeDeviceItem([JANE, 'outbox', 'a'], { waiting: true });
    await saveDraftPart(SAM, 'mobile-form', 'form', { assessment: 'Fence is down' });

    await forgetAgentOnThisDevice(JANE);

    expect(await loadDraft(JANE, 'new-showing')).toBeUndefined();
    expect(await listDeviceItems(JANE, 'outbox')).toEqual([]);
    expect((await loadDraft(SAM, 'mobile-form'))?.parts.form).toEqual({ assessment: 'Fence is down' });
  });

  it('saves shortly after the last change, not on every keystroke, and says so', async () => {
    const blank = (value: string) => value === '';
    const { rerender, result } = renderHook(({ value }) => ({ autosave: useDraftAutosave(JANE, 'mobile-form', 'form', value, blank, 50), status: useDraftStatus(JANE, 'mobile-form') }), {
      initialProps: { value: '' },
    });
    rerender({ value: 'R' });
    rerender({ value: 'Ro' });
    rerender({ value: 'Roof' });
    expect(await loadDraft(JANE, 'mobile-form')).toBeUndefined();

    await waitFor(async () => expect((await loadDraft(JANE, 'mobile-form'))?.parts.form).toBe('Roof'));
    await waitFor(() => expect(result.current.status.state).toBe('saved'));
  });

  it('saves at once when the page is hidden (a tab closed, an app switched)', async () => {
    const { rerender } = renderHook(({ value }) => useDraftAutosave(JANE, 'mobile-form', 'form', value, () => false, 60_000), { initialProps: { value: 'Roof' } });
    rerender({ value: 'Roof leaks' });
    act(() => {
      window.dispatchEvent(new Event('pagehide'));
    });
    await waitFor(async () => expect((await loadDraft(JANE, 'mobile-form'))?.parts.form).toBe('Roof leaks'));
  });

  it('does not bring a discarded draft back with a save that was still waiting', async () => {
    const { rerender, unmount } = renderHook(({ value }) => useDraftAutosave(JANE, 'mobile-form', 'form', value, () => false, 60_000), { initialProps: { value: 'Roof' } });
    rerender({ value: 'Roof leaks' });
    await discardDraft(JANE, 'mobile-form');
    unmount(); // the form goes away, which would save what it had
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(await loadDraft(JANE, 'mobile-form')).toBeUndefined();
  });
});
