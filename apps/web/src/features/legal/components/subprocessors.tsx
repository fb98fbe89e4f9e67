import { useSiteConfig } from '../../../lib/site-config';
import { Items } from './legal-article';

/**
 * The subprocessors this deployment uses: the host and the mail provider are the operator's
 * configuration (LEGAL_HOST_NAME, LEGAL_MAIL_PROVIDER); payment is Stripe's.
 */
export function Subprocessors() {
  const legal = useSiteConfig()?.legal;
  const host = legal?.hostName
    ? [legal.hostName, legal.hostAddress].filter(Boolean).join(', ')
    : "l'hébergeur indiqué dans les mentions légales";
  const mail = legal?.mailProvider ?? "le prestataire d'envoi d'e-mails de l'exploitant du service";
  return (
    <Items>
      <li>
        <strong>Hébergement</strong> (serveurs, base de données, sauvegardes)&#8239;: {host}, dans l'Union
        européenne.
      </li>
      <li>
        <strong>Paiement</strong> des abonnements payants&#8239;: Stripe Payments Europe, Ltd. (Irlande). Les
        données de carte sont saisies sur la page de paiement de Stripe&#8239;: Pointeo ne les reçoit ni ne
        les conserve. Stripe peut transférer des données hors de l'Union européenne dans le cadre des clauses
        contractuelles types de la Commission européenne.
      </li>
      <li>
        <strong>Envoi des e-mails</strong> (réinitialisation du mot de passe, invitations, codes de connexion,
        notifications de congés)&#8239;: {mail}.
      </li>
    </Items>
  );
}
