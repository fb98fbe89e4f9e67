import { PLANS, type Plan } from '@pointeo/domain/plans';
import { Link, useNavigate } from 'react-router';
import { Button } from '../../components/ui/button';
import { toast } from '../../components/ui/toasts';
import { PlanCard } from './plan-card';

export const SIGN_IN_FIRST = 'Veuillez vous connecter ou créer un compte';

export default function PricingPage() {
  const navigate = useNavigate();

  // Signed out (SPEC §4, Plans): the free plan goes straight to /register, a paid one says why first.
  const choose = (plan: Plan) => {
    if (plan.priceCents > 0) toast.info(SIGN_IN_FIRST);
    navigate('/register');
  };

  return (
    <div className="bg-slate-50">
      <title>Tarifs — Pointeo</title>
      <div className="mx-auto max-w-6xl px-4 py-16">
        <header className="text-center">
          <h1 className="text-4xl font-bold text-slate-900">Des tarifs simples et transparents</h1>
          <p className="mt-4 text-lg text-slate-600">
            Commencez gratuitement, changez de plan quand vous voulez. Prix TTC, sans engagement.
          </p>
        </header>
        <div className="mt-12 grid gap-6 md:grid-cols-3">
          {PLANS.map((plan) => (
            <PlanCard
              key={plan.name}
              plan={plan}
              highlighted={plan.name === 'Standard'}
              action={
                <Button className="w-full" onClick={() => choose(plan)}>
                  S'abonner
                </Button>
              }
            />
          ))}
        </div>
        <p className="mt-12 text-center text-slate-600">
          Plus de 500 employés ou des besoins particuliers ?{' '}
          <Link to="/contact" className="font-semibold text-brand-700 underline hover:text-brand-800">
            Contactez notre équipe commerciale
          </Link>
        </p>
      </div>
    </div>
  );
}
