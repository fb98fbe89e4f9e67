import { formatEuros } from '@pointeo/domain/money';
import { PLANS } from '@pointeo/domain/plans';
import { VAT_RATE_PERCENT } from '@pointeo/domain/vat';
import { Link } from 'react-router';
import { useSiteConfig } from '../../lib/site-config';
import { Items, LegalArticle, Section } from './components/legal-article';

const linkClass = 'font-medium text-brand-700 underline hover:text-brand-800';

function PlanPrices() {
  return (
    <Items>
      {PLANS.map((plan) => (
        <li key={plan.name}>
          <strong>{plan.name}</strong>&#8239;:{' '}
          {plan.priceCents === 0 ? 'gratuit' : `${formatEuros(plan.priceCents)} TTC par mois`} —{' '}
          {plan.features.join(', ')}.
        </li>
      ))}
    </Items>
  );
}

/** The terms of sale of the subscriptions (decision 084); prices and plans come from SPEC §9's table. */
export default function TermsPage() {
  const site = useSiteConfig();
  const publisher = site?.legal.companyName ?? "l'éditeur de Pointeo";
  const contact = site?.contactEmail ?? 'notre adresse de contact';
  return (
    <LegalArticle title="Conditions générales de vente">
      <Section id="objet" title="Objet et acceptation">
        <p>
          Les présentes conditions régissent l'abonnement au service en ligne Pointeo (pointage, feuilles de
          temps, congés, rapports), fourni par {publisher} à des entreprises et professionnels. Elles sont
          acceptées lors de l'inscription, en cochant la case prévue, avec la politique de confidentialité et
          l'accord de sous-traitance&#8239;; la date et la version acceptées sont enregistrées.
        </p>
      </Section>

      <Section id="formules" title="Formules et prix">
        <p>Prix mensuels toutes taxes comprises (TVA à {VAT_RATE_PERCENT}&#8239;%)&#8239;:</p>
        <PlanPrices />
        <p>
          Les limites de chaque formule (nombre de salariés, de sites, d'utilisateurs) sont appliquées par le
          service. Le détail des formules figure sur la page{' '}
          <Link to="/pricing" className={linkClass}>
            Tarifs
          </Link>
          .
        </p>
      </Section>

      <Section id="paiement" title="Paiement et facturation">
        <p>
          Les formules payantes se paient par carte bancaire, d'avance, chaque mois, sur la page de paiement
          de notre prestataire Stripe. Une facture est émise à chaque paiement et reste téléchargeable depuis
          le compte. Passer à une formule supérieure prend effet immédiatement, avec un prorata facturé pour
          la période en cours&#8239;; passer à une formule inférieure prend effet à la fin de la période
          payée.
        </p>
        <p>
          En cas de retard de paiement, une pénalité égale à trois fois le taux d'intérêt légal est exigible,
          ainsi qu'une indemnité forfaitaire pour frais de recouvrement de 40&nbsp;€ (Code de commerce,
          L441-10 et D441-5).
        </p>
      </Section>

      <Section id="duree" title="Durée et résiliation">
        <p>
          L'abonnement est mensuel, sans engagement, et se renouvelle tacitement. Il peut être résilié à tout
          moment depuis le compte, en revenant à la formule Gratuit&#8239;: la résiliation prend effet à la
          fin de la période payée, sans remboursement de la période entamée. L'entreprise peut aussi fermer
          son compte&#8239;; elle peut auparavant exporter ses données. Les factures sont conservées 10 ans et
          les données de temps de travail pendant la durée de conservation choisie, puis supprimées.
        </p>
        <p>
          En cas de manquement grave du client (usage frauduleux, atteinte à la sécurité du service), le
          compte peut être suspendu après mise en demeure restée sans effet pendant 15 jours.
        </p>
      </Section>

      <Section id="obligations" title="Engagements du client">
        <Items>
          <li>
            Informer ses salariés avant la mise en service du pointage (une notice est téléchargeable dans la
            section Employés) et consulter le comité social et économique lorsqu'il existe.
          </li>
          <li>
            N'activer la vérification de la position au pointage que si aucun autre moyen ne permet de
            contrôler le temps de travail, et jamais pour des salariés libres de l'organisation de leur temps.
          </li>
          <li>Garder confidentiels ses identifiants, codes PIN et badges, et attribuer des rôles adaptés.</li>
          <li>Saisir des informations exactes et à jour.</li>
        </Items>
      </Section>

      <Section id="service" title="Service et disponibilité">
        <p>
          Le service est fourni en l'état de l'art, avec une obligation de moyens. Des interruptions pour
          maintenance peuvent survenir, annoncées à l'avance lorsque c'est possible. La borne de pointage
          garde les pointages faits hors connexion et les transmet au retour du réseau.
        </p>
      </Section>

      <Section id="responsabilite" title="Responsabilité">
        <p>
          La responsabilité de l'éditeur est limitée aux dommages directs et prouvés, et plafonnée aux sommes
          payées par le client au cours des 12 mois précédant le fait générateur. Elle ne couvre pas les
          dommages indirects (perte de chiffre d'affaires, de clientèle), ni l'usage que le client fait des
          données, ni les décisions qu'il prend sur la base des calculs d'heures, qu'il lui appartient de
          vérifier avant la paie.
        </p>
      </Section>

      <Section id="donnees" title="Données personnelles">
        <p>
          Les traitements sont décrits dans la{' '}
          <Link to="/confidentialite" className={linkClass}>
            politique de confidentialité
          </Link>
          . Pour les données de ses salariés, le client est responsable du traitement et Pointeo son
          sous-traitant, selon l'
          <Link to="/sous-traitance" className={linkClass}>
            accord de sous-traitance
          </Link>
          , qui fait partie des présentes conditions.
        </p>
      </Section>

      <Section id="modification" title="Modification des conditions">
        <p>
          Une nouvelle version de ces conditions est datée et présentée à l'administrateur de chaque
          entreprise à sa connexion suivante&#8239;: il l'accepte pour continuer à utiliser le service, ou
          peut résilier l'abonnement.
        </p>
      </Section>

      <Section id="droit" title="Droit applicable et litiges">
        <p>
          Les présentes conditions sont soumises au droit français. Pour toute réclamation, écrivez à{' '}
          {contact}. À défaut d'accord amiable, tout litige relève des tribunaux compétents du ressort du
          siège social de l'éditeur.
        </p>
      </Section>
    </LegalArticle>
  );
}
