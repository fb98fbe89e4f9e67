import { CLOCK_MESSAGES } from '@pointeo/domain/clock-messages';
import { Coffee, LogOut } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';

/** Long enough to read and press; short enough that the next employee in line barely waits. */
export const BREAK_CHOICE_SECONDS = 6;

interface BreakChoiceProps {
  firstName: string;
  onChoose: (action: 'out' | 'break') => void;
}

/**
 * «Pauses sur la borne» (decision 066): an employee who is in chooses 'Départ' or 'Pause' with large
 * buttons; without a choice, 'Départ' is taken when the countdown ends. 'Départ' has the focus, so
 * Enter takes it and Tab reaches 'Pause'.
 */
export function BreakChoice({ firstName, onChoose }: BreakChoiceProps) {
  const [secondsLeft, setSecondsLeft] = useState(BREAK_CHOICE_SECONDS);
  const departure = useRef<HTMLButtonElement>(null);
  // The employee just typed their PIN and answers at once: Enter takes 'Départ', Tab reaches 'Pause'.
  useEffect(() => departure.current?.focus(), []);

  useEffect(() => {
    if (secondsLeft <= 0) {
      onChoose('out');
      return;
    }
    const timer = setTimeout(() => setSecondsLeft((seconds) => seconds - 1), 1000);
    return () => clearTimeout(timer);
  }, [secondsLeft, onChoose]);

  const button =
    'flex flex-1 items-center justify-center gap-3 rounded-2xl px-4 py-[clamp(0.75rem,3dvh,1.5rem)] text-[clamp(1.25rem,3.5dvh,1.875rem)] font-semibold text-white shadow focus-visible:outline-4 focus-visible:outline-offset-2 focus-visible:outline-white';

  return (
    <fieldset className="flex w-full flex-col items-center gap-3">
      <legend className="mb-3 w-full text-center text-[clamp(1.125rem,3dvh,1.5rem)] font-semibold">
        {CLOCK_MESSAGES.chooseAction(firstName)}
      </legend>
      <div className="flex w-full gap-3">
        <button
          ref={departure}
          type="button"
          className={`${button} bg-brand-700 hover:bg-brand-800`}
          onClick={() => onChoose('out')}
        >
          <LogOut className="h-8 w-8 shrink-0" aria-hidden="true" />
          {CLOCK_MESSAGES.departure}
        </button>
        <button
          type="button"
          className={`${button} bg-amber-700 hover:bg-amber-800`}
          onClick={() => onChoose('break')}
        >
          <Coffee className="h-8 w-8 shrink-0" aria-hidden="true" />
          {CLOCK_MESSAGES.startBreak}
        </button>
      </div>
      <p className="text-sm text-slate-200">{CLOCK_MESSAGES.defaultActionIn(secondsLeft)}</p>
    </fieldset>
  );
}
