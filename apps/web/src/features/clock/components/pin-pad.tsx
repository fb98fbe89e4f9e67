import { Delete } from 'lucide-react';
import { useEffect } from 'react';

export const PIN_LENGTH = 6;
const DIGITS = ['1', '2', '3', '4', '5', '6', '7', '8', '9'];

interface PinPadProps {
  value: string;
  onChange: (value: string) => void;
  disabled?: boolean;
}

/**
 * A large PIN pad for touch, also driven by the keyboard (digits, Backspace, Escape). Its keys
 * take their height from the screen's, so the four rows fit a landscape phone as well as a tablet.
 */
export function PinPad({ value, onChange, disabled = false }: PinPadProps) {
  useEffect(() => {
    if (disabled) return;
    const onKey = (event: KeyboardEvent) => {
      if (/^[0-9]$/.test(event.key) && value.length < PIN_LENGTH) onChange(value + event.key);
      else if (event.key === 'Backspace') onChange(value.slice(0, -1));
      else if (event.key === 'Escape') onChange('');
      else return;
      event.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [value, onChange, disabled]);

  const press = (digit: string) => value.length < PIN_LENGTH && onChange(value + digit);
  const keyShape =
    'flex h-[clamp(2.75rem,9dvh,5rem)] items-center justify-center rounded-2xl bg-slate-800 font-semibold text-white shadow active:bg-brand-700 disabled:opacity-40 landscape:h-[clamp(2.75rem,14dvh,5rem)]';
  const key = `${keyShape} text-[clamp(1.5rem,4dvh,1.875rem)]`;

  return (
    <div className="w-full max-w-xs landscape:w-[min(20rem,45vw)]">
      <p className="sr-only" aria-live="polite">
        {value.length} chiffre{value.length > 1 ? 's' : ''} saisi{value.length > 1 ? 's' : ''} sur{' '}
        {PIN_LENGTH}
      </p>
      <div className="flex justify-center gap-3" aria-hidden="true">
        {Array.from({ length: PIN_LENGTH }, (_, index) => (
          <span
            // biome-ignore lint/suspicious/noArrayIndexKey: the six positions never move
            key={index}
            className={`h-4 w-4 rounded-full border-2 border-white sm:h-5 sm:w-5 ${index < value.length ? 'bg-white' : ''}`}
          />
        ))}
      </div>
      <fieldset className="mt-[clamp(0.75rem,3dvh,2rem)] grid grid-cols-3 gap-[clamp(0.5rem,1.5dvh,0.75rem)]">
        <legend className="sr-only">Clavier du code PIN</legend>
        {DIGITS.map((digit) => (
          <button key={digit} type="button" className={key} disabled={disabled} onClick={() => press(digit)}>
            {digit}
          </button>
        ))}
        <button
          type="button"
          className={`${keyShape} text-lg`}
          disabled={disabled || value.length === 0}
          onClick={() => onChange('')}
        >
          Effacer
        </button>
        <button type="button" className={key} disabled={disabled} onClick={() => press('0')}>
          0
        </button>
        <button
          type="button"
          className={key}
          aria-label="Supprimer le dernier chiffre"
          disabled={disabled || value.length === 0}
          onClick={() => onChange(value.slice(0, -1))}
        >
          <Delete className="h-8 w-8" aria-hidden="true" />
        </button>
      </fieldset>
    </div>
  );
}
