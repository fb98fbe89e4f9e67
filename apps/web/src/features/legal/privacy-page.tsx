import { useSiteConfig } from '../../lib/site-config';
import { Items, LegalArticle, Section } from './components/legal-article';
import { Subprocessors } from './components/subprocessors';

/** What Pointeo collects, why, on which basis, for how long, who receives it, and the rights (decision 084). */
export default function PrivacyPage() {
  const site = useSiteConfig();
  const contact = site?.contactEmail ?? 'notre adresse de contact';
  const publisher = site?.legal.companyName ?? "l'éditeur de Pointeo";
  return (
    <LegalArticle title="Politique de confidentialité">
      <Section id="responsables" title="Qui est responsable de vos données">
        <p>
          Pour les comptes des entreprises clientes, de leurs utilisateurs, la facturation, le formulaire de
          contact et la visite du site, le responsable du traitement est {publisher}, éditeur de Pointeo.
        </p>
        <p>
          Pour les données des salariés que l'entreprise cliente enregistre (identité, pointages, heures,
          absences), le responsable du traitement est l'entreprise cliente, employeur&#8239;; Pointeo agit
          comme sous-traitant, selon l'accord de sous-traitance (article 28 du RGPD) accepté à l'inscription.
        </p>
      </Section>

      <Section id="donnees" title="Les données collectées">
        <Items>
          <li>
            <strong>Entreprise</strong>&#8239;: raison sociale, SIRET, adresse, téléphone, e-mail, noms du
            contact et du dirigeant, formule d'abonnement, identifiants client et d'abonnement chez Stripe.
          </li>
          <li>
            <strong>Utilisateurs</strong> (administrateurs, responsables de site, gestionnaires de paie,
            comptables)&#8239;: nom, e-mail, mot de passe enregistré sous forme chiffrée (empreinte), rôle,
            sites, sessions de connexion avec l'adresse IP et le navigateur, tentatives de connexion (e-mail
            et adresse IP), date et version des conditions acceptées.
          </li>
          <li>
            <strong>Journal d'activité</strong>&#8239;: les actions sur le compte (connexions réussies ou
            échouées avec l'e-mail saisi, double authentification, membres, abonnement, exports, corrections,
            clés d'API), avec leur auteur, leur date et l'adresse IP, lisibles par les administrateurs.
          </li>
          <li>
            <strong>Exports des données</strong>&#8239;: l'archive demandée par un administrateur (les données
            de l'entreprise ou d'un salarié), qui l'a demandée et quand.
          </li>
          <li>
            <strong>Salariés</strong>&#8239;: nom, prénom, e-mail facultatif, matricule et centre de coût
            éventuels, site, contrat (durée du travail), code PIN et badge de pointage (le badge est
            enregistré sous forme d'empreinte).
          </li>
          <li>
            <strong>Temps de travail</strong>&#8239;: chaque pointage (heure, borne ou téléphone, site),
            heures calculées, corrections avec leur auteur, leur date, l'avant, l'après et le motif, absences
            et congés, validations de mois.
          </li>
          <li>
            <strong>Position au pointage</strong>, uniquement si l'entreprise l'active pour un site autorisant
            le pointage depuis le téléphone&#8239;: latitude, longitude, précision et distance au site, lues
            une seule fois au moment du pointage, jamais en dehors.
          </li>
          <li>
            <strong>Facturation</strong>&#8239;: factures (montants, période, coordonnées de
            l'entreprise)&#8239;; aucune donnée de carte bancaire.
          </li>
          <li>
            <strong>Contact</strong>&#8239;: nom, e-mail, entreprise et message envoyés par le formulaire.
          </li>
        </Items>
        <p>
          Pointeo ne traite aucune donnée biométrique (empreinte digitale, reconnaissance faciale) et ne prend
          aucune photo au pointage.
        </p>
      </Section>

      <Section id="finalites" title="Pourquoi, et sur quelle base légale">
        <Items>
          <li>
            Fournir le service (comptes, pointage, feuilles de temps, congés, rapports, export de
            paie)&#8239;: exécution du contrat avec l'entreprise cliente (art. 6.1.b du RGPD). Pour ses
            salariés, l'employeur s'appuie sur son obligation légale de décompter le temps de travail (Code du
            travail, L3171-4 et D3171-8) et sur son intérêt légitime.
          </li>
          <li>Facturer et tenir la comptabilité&#8239;: obligation légale (art. 6.1.c).</li>
          <li>
            Sécuriser les comptes (limitation des tentatives de connexion, sessions, journaux
            techniques)&#8239;: intérêt légitime (art. 6.1.f).
          </li>
          <li>Répondre aux demandes de contact&#8239;: intérêt légitime, ou mesures précontractuelles.</li>
          <li>
            Vérifier la position au pointage, lorsque l'entreprise l'a activé faute d'autre moyen de contrôler
            le temps de travail&#8239;: intérêt légitime de l'employeur, dans les limites fixées par la CNIL.
          </li>
        </Items>
      </Section>

      <Section id="conservation" title="Combien de temps">
        <Items>
          <li>
            Pointages, heures, corrections et absences&#8239;: la durée choisie par l'entreprise, 5 ans par
            défaut (référentiel de la CNIL), jamais moins de 3 ans (prescription des salaires)&#8239;; ils
            sont ensuite supprimés.
          </li>
          <li>Positions lues au pointage&#8239;: 2 mois au plus, puis supprimées automatiquement.</li>
          <li>Factures&#8239;: 10 ans (Code de commerce, L123-22).</li>
          <li>
            Comptes de l'entreprise et de ses utilisateurs&#8239;: la durée du contrat&#8239;; à la fermeture
            du compte, les utilisateurs et les salariés sont anonymisés.
          </li>
          <li>
            Sessions de connexion&#8239;: 30 jours au plus&#8239;; tentatives de connexion&#8239;: 15 minutes.
          </li>
          <li>Journal d'activité&#8239;: 1 an, puis supprimé.</li>
          <li>
            Archives d'export&#8239;: téléchargeables une fois pendant 24 heures, puis supprimées&#8239;; la
            trace de la demande, 1 mois.
          </li>
          <li>
            Demandes de contact&#8239;: 3 ans après leur envoi (référentiel de la CNIL pour la prospection),
            puis supprimées.
          </li>
        </Items>
      </Section>

      <Section id="destinataires" title="Qui reçoit les données">
        <p>
          Les données d'une entreprise ne sont visibles que de ses propres utilisateurs, selon leur rôle et
          leurs sites, et de chaque salarié pour ce qui le concerne (son espace personnel). Elles ne sont ni
          vendues ni utilisées à des fins publicitaires. Pointeo fait appel aux sous-traitants
          suivants&#8239;:
        </p>
        <Subprocessors />
      </Section>

      <Section id="securite" title="Sécurité">
        <p>
          Connexions chiffrées (HTTPS), mots de passe et badges enregistrés sous forme d'empreinte, refus des
          mots de passe les plus courants, double authentification disponible, accès limité par rôle et par
          site, pointages jamais modifiés (une correction est un nouvel enregistrement, avec son auteur).
        </p>
      </Section>

      <Section id="droits" title="Vos droits et comment les exercer">
        <p>
          Vous disposez d'un droit d'accès, de rectification, d'effacement, de limitation, de portabilité et
          d'opposition (articles 15 à 21 du RGPD), ainsi que du droit de définir des directives sur le sort de
          vos données après votre décès.
        </p>
        <p>
          Salariés d'une entreprise cliente&#8239;: adressez-vous d'abord à votre employeur, responsable de
          ces données&#8239;; il peut exporter vos données depuis Pointeo. Pointeo l'aide à vous répondre.
        </p>
        <p>
          Pour tout autre cas, écrivez à {contact}. Nous répondons dans un délai d'un mois. Vous pouvez aussi
          introduire une réclamation auprès de la CNIL (www.cnil.fr, 3 place de Fontenoy, TSA 80715, 75334
          Paris Cedex 07).
        </p>
      </Section>

      <Section id="cookies" title="Cookies">
        <p>
          Seul un cookie strictement nécessaire est déposé lorsque vous vous connectez, pour maintenir votre
          session&#8239;; aucun cookie publicitaire ni de mesure d'audience.
        </p>
      </Section>
    </LegalArticle>
  );
}
