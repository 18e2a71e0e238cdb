import { useCallback, useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { historyEntryKey, previousEntryPath } from '@claims/web-kit';
import { paths } from '../config/paths';

/** What a wizard keeps in its history entries (the address stays the same). */
type EntryState = { wizardStep?: number; wizardDone?: boolean } & Record<string, unknown>;

export type StepHistoryOptions = {
  /** The step on screen. */
  step: number;
  /** The wizard ended (its confirmation is shown): its steps are no longer places to go back to. */
  done: boolean;
  /** The browser's Back or Forward reached an entry of this step. */
  onStep: (step: number) => void;
};

/**
 * Browser Back and Forward move between a wizard's steps, as visitors expect of pages that look like pages: each
 * step moved forward to gets a history entry (the same address, the step in the entry's state), and arriving at an
 * entry shows its step; what was entered stays, as it is kept by the wizard itself. The wizard's own Back goes back
 * in the history while there is one of its entries to go back to, and on the first step leaves the page. Once the
 * wizard is done, the entries it added are left behind, so Back from the confirmation leaves the page.
 */
export function useStepHistory({ step, done, onStep }: StepHistoryOptions): { back: () => void } {
  const location = useLocation();
  const navigate = useNavigate();
  const entry = (location.state ?? {}) as EntryState;
  const here = `${location.pathname}${location.search}${location.hash}`;
  // Entries this wizard added above the one it opened on, in this document.
  const pushed = useRef(0);
  const latest = useRef({ entry, here, onStep });
  latest.current = { entry, here, onStep };

  // The wizard moved (a step's button, a refusal sending it back, the progress restored after a reload).
  const marked = useRef(false);
  useEffect(() => {
    if (done) return;
    const { entry: current, here: address, onStep: show } = latest.current;
    const opening = !marked.current;
    marked.current = true;
    if (current.wizardStep === step) return;
    // Opened on an earlier step's entry (Back pressed while the page was loading): that step is shown. A later
    // step's entry is not followed: what it needs may not have been chosen.
    if (opening && current.wizardStep !== undefined && current.wizardStep < step) {
      show(current.wizardStep);
      return;
    }
    const state: EntryState = { ...current, wizardStep: step };
    if (current.wizardStep !== undefined && step > current.wizardStep) {
      pushed.current += 1;
      navigate(address, { state });
    } else {
      navigate(address, { replace: true, state });
    }
  }, [step, done, navigate]);

  // The browser moved: to one of the wizard's entries, whose step is shown.
  const opened = useRef(false);
  /** The step the wizard's own Back left by going back in the history, until an entry is reached. */
  const backingFrom = useRef<number | undefined>(undefined);
  const collapsing = useRef(false);
  useEffect(() => {
    // On the first render the entry is the one the wizard opened on: the effect above marks it.
    if (!opened.current) {
      opened.current = true;
      return;
    }
    const { entry: current, here: address, onStep: show } = latest.current;
    if (done) {
      if (collapsing.current) {
        // Back at the entry the wizard opened on (see below): it now belongs to the confirmation.
        collapsing.current = false;
        navigate(address, { replace: true, state: { ...current, wizardStep: undefined, wizardDone: true } });
      } else if (current.wizardStep !== undefined) {
        // A step of the finished wizard (entries from before a reload): on back past it.
        navigate(-1);
      }
      return;
    }
    // The wizard's own Back went back in the history, and found an entry of the same step or a later one: entries
    // left from before a reload (the steps went back within one entry since) or of a step a refusal undid. Back
    // goes on past them, to an earlier step or out of the wizard, never forward.
    const from = backingFrom.current;
    backingFrom.current = undefined;
    if (from !== undefined && current.wizardStep !== undefined && current.wizardStep >= from) {
      pushed.current = Math.max(0, pushed.current - 1);
      backingFrom.current = from;
      if (previousEntryPath(historyEntryKey(location.key)) !== undefined) navigate(-1);
      else navigate(paths.home.href());
      return;
    }
    if (current.wizardStep === undefined || current.wizardStep === step) return;
    pushed.current = Math.max(0, pushed.current + (current.wizardStep < step ? -1 : 1));
    show(current.wizardStep);
    // Only a change of entry matters here; `step` and `done` are read as they are at that moment.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [location.key]);

  // Done: back past the entries the steps added, so the confirmation takes the wizard's first entry and Back from
  // it leaves the page.
  useEffect(() => {
    if (!done) return;
    const steps = pushed.current;
    pushed.current = 0;
    if (steps > 0) {
      collapsing.current = true;
      navigate(-steps);
    } else {
      const { entry: current, here: address } = latest.current;
      navigate(address, { replace: true, state: { ...current, wizardStep: undefined, wizardDone: true } });
    }
  }, [done, navigate]);

  // Back on the first step leaves the wizard: to the page of this site the visitor came from, as the browser's
  // Back would, or else (opened from a link elsewhere or typed) to the home page.
  const back = useCallback(() => {
    if (
      pushed.current > 0 ||
      (step === 1 && previousEntryPath(historyEntryKey(location.key)) !== undefined)
    ) {
      backingFrom.current = step;
      navigate(-1);
    } else if (step > 1) latest.current.onStep(step - 1);
    else navigate(paths.home.href());
  }, [navigate, step, location.key]);

  return { back };
}
