import { formatSiret } from '@pointeo/domain/siret';
import type { PublicLegalDetails } from '@pointeo/domain/site';
import { useSiteConfig } from '../../lib/site-config';
import { Section } from './components/legal-article';

/** The publisher's details in the order the law lists them; one left unconfigured is not shown. */
const COMPANY_LINES: ReadonlyArray<{
  label: string;
  field: keyof PublicLegalDetails;
  format?: (value: string) => string;
}> = [
  { label: 'Raison sociale', field: 'companyName' },
  { label: 'Forme juridique', field: 'legalForm' },
  { label: 'Capital social', field: 'shareCapital' },
  { label: 'Siège social', field: 'address' },
  { label: 'SIRET', field: 'siret', format: formatSiret },
  { label: 'Immatriculation', field: 'rcs' },
  { label: 'N° de TVA intracommunautaire', field: 'vatNumber' },
  { label: 'Directeur de la publication', field: 'publicationDirector' },
];

function CompanyDetails({ legal, contact }: { legal: PublicLegalDetails; contact: string }) {
  const lines = [
    ...COMPANY_LINES.flatMap(({ label, field, format = (value) => value }) => {
      const value = legal[field];
      return value ? [{ label, value: format(value) }] : [];
    }),
    { label: 'Contact', value: contact },
  ];
  return (
    <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-[max-content_1fr]">
      {lines.map(({ label, value }) => (
        <div key={label} className="contents">
          <dt className="font-medium">{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** 'Le site est hébergé par …' once the host is named, with its address and phone when configured. */
function HostSentence({ legal }: { legal: PublicLegalDetails }) {
  if (!legal.hostName) return null;
  const details = [legal.hostAddress, legal.hostPhone && `téléphone\u202f: ${legal.hostPhone}`].filter(
    Boolean,
  );
  return <p>Le site est hébergé par {[legal.hostName, ...details].join(', ')}.</p>;
}

export default function LegalPage() {
  const site = useSiteConfig();
  const legal = site?.legal;
  return (
    <article className="mx-auto max-w-3xl px-4 py-16">
      <title>Mentions légales — Pointeo</title>
      <h1 className="text-4xl font-bold text-slate-900">Mentions légales</h1>

      <Section id="societe" title="Informations sur la société">
        {site && (
          <CompanyDetails legal={site.legal} contact={`${site.contactEmail} — ${site.contactPhone}`} />
        )}
      </Section>

      <Section id="hebergement" title="Hébergement">
        {legal && <HostSentence legal={legal} />}
      </Section>

      <Section id="donnees-personnelles" title="Données personnelles">
        <p>
          Pointeo traite les données de ses clients et de leurs employés (identité, coordonnées
          professionnelles, heures de pointage, données de facturation) pour fournir le service de pointage et
          de gestion des équipes, sur le fondement du contrat et dans le respect du Règlement général sur la
          protection des données (RGPD) et de la loi Informatique et Libertés.
        </p>
        <p>
          Conformément à cette réglementation, vous disposez d'un droit d'accès, de rectification, de
          suppression et d'opposition sur les données vous concernant, ainsi que d'un droit à la limitation du
          traitement et à la portabilité. Pour exercer ces droits, écrivez à{' '}
          {site?.contactEmail ?? 'notre adresse de contact'}. Vous pouvez également introduire une réclamation
          auprès de la CNIL.
        </p>
        <p>
          Les données sont conservées pendant la durée du contrat, puis pendant les durées légales de
          conservation (dix ans pour les pièces comptables comme les factures).
        </p>
      </Section>

      <Section id="propriete-intellectuelle" title="Propriété intellectuelle">
        <p>
          L'ensemble des contenus du site (textes, logos, graphismes, logiciels) est la propriété exclusive de{' '}
          {legal?.companyName ?? 'Pointeo'} ou de ses partenaires. Toute reproduction, représentation ou
          adaptation, totale ou partielle, sans autorisation écrite préalable est interdite.
        </p>
      </Section>

      <Section id="cookies" title="Cookies">
        <p>
          Pointeo n'utilise aucun cookie publicitaire ni de mesure d'audience. Seul un cookie strictement
          nécessaire est déposé lorsque vous vous connectez, afin de maintenir votre session&#8239;; il est
          exempté de consentement et supprimé à la déconnexion ou à son expiration.
        </p>
      </Section>
    </article>
  );
}
