import type { Onboarding } from '@pointeo/domain/accounts';
import { CheckCircle2, Circle, X } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { useOnboarding } from '../api/onboarding';

interface Step {
  done: keyof Onboarding;
  title: string;
  hint: string;
  action: string;
  to: string;
  /** The kiosk opens in its own tab, as 'Mon app' does, so the account stays where it was. */
  newTab?: boolean;
}

const STEPS: readonly Step[] = [
  {
    done: 'employeeAdded',
    title: 'Ajoutez vos employés',
    hint: 'Chacun reçoit un code PIN à 6 chiffres pour pointer.',
    action: 'Ajouter des employés',
    to: '/account?tab=employees',
  },
  {
    done: 'kioskActivated',
    title: 'Activez une borne de pointage',
    hint: "La tablette de l'accueil, ou ce navigateur pour essayer.",
    action: 'Activer une borne',
    to: '/pointage',
    newTab: true,
  },
  {
    done: 'punchRecorded',
    title: 'Essayez un pointage',
    hint: "Tapez un code PIN sur la borne\u202f: l'arrivée s'affiche dans «\u202fPointages\u202f».",
    action: 'Ouvrir la borne',
    to: '/pointage',
    newTab: true,
  },
];

const dismissedKey = (companyId: string) => `pointeo-onboarding-dismissed-${companyId}`;

/** What a new company does first, ticked from its own data, until all is done or it closes the list. */
export function OnboardingChecklist({ companyId }: { companyId: string }) {
  const onboarding = useOnboarding();
  const [dismissed, setDismissed] = useState(() => localStorage.getItem(dismissedKey(companyId)) !== null);
  if (dismissed || !onboarding.data) return null;
  const progress = onboarding.data;
  const doneCount = STEPS.filter((step) => progress[step.done]).length;
  if (doneCount === STEPS.length) return null;

  const dismiss = () => {
    localStorage.setItem(dismissedKey(companyId), new Date().toISOString());
    setDismissed(true);
  };

  return (
    <section
      aria-labelledby="premiers-pas-titre"
      className="mb-6 rounded-xl border border-brand-200 bg-brand-50 p-4 sm:mb-8 sm:p-5"
    >
      <div className="flex items-start justify-between gap-3">
        <div>
          <h2 id="premiers-pas-titre" className="text-lg font-semibold text-slate-900">
            Premiers pas
          </h2>
          <p className="text-sm text-slate-700">
            {doneCount} étape{doneCount > 1 ? 's' : ''} sur {STEPS.length} terminée{doneCount > 1 ? 's' : ''}
          </p>
        </div>
        <button
          type="button"
          onClick={dismiss}
          aria-label="Masquer les premiers pas"
          className="rounded-md p-2 text-slate-600 hover:bg-white hover:text-slate-900"
        >
          <X className="h-5 w-5" aria-hidden="true" />
        </button>
      </div>
      <ol className="mt-3 grid gap-2 sm:gap-3 md:grid-cols-3">
        {STEPS.map((step) => {
          const done = progress[step.done];
          const Icon = done ? CheckCircle2 : Circle;
          return (
            <li key={step.done} className="flex gap-3 rounded-lg bg-white p-3">
              <Icon
                className={`mt-0.5 h-5 w-5 shrink-0 ${done ? 'text-green-700' : 'text-slate-400'}`}
                aria-hidden="true"
              />
              <div className="min-w-0">
                <p className={`font-medium ${done ? 'text-slate-600 line-through' : 'text-slate-900'}`}>
                  {step.title}
                  <span className="sr-only">{done ? ' (fait)' : ' (à faire)'}</span>
                </p>
                {!done && (
                  <>
                    <p className="mt-0.5 hidden text-sm text-slate-600 sm:block">{step.hint}</p>
                    <Link
                      to={step.to}
                      {...(step.newTab && { target: '_blank', rel: 'noopener' })}
                      className="mt-2 inline-block text-sm font-semibold text-brand-700 underline-offset-2 hover:underline"
                    >
                      {step.action}
                    </Link>
                  </>
                )}
              </div>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
