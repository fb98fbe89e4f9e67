import { Link } from 'react-router';
import { useSiteConfig } from '../../lib/site-config';
import { Items, LegalArticle, Section } from './components/legal-article';
import { Subprocessors } from './components/subprocessors';

const linkClass = 'font-medium text-brand-700 underline hover:text-brand-800';

/** The data-processing agreement of GDPR art. 28 between each customer company and Pointeo (decision 084). */
export default function ProcessingAgreementPage() {
  const site = useSiteConfig();
  const publisher = site?.legal.companyName ?? "l'éditeur de Pointeo";
  const contact = site?.contactEmail ?? 'notre adresse de contact';
  return (
    <LegalArticle title="Accord de sous-traitance des données (RGPD)">
      <p className="mt-6 leading-7 text-slate-700">
        Le présent accord, conclu en application de l'article 28 du Règlement général sur la protection des
        données (RGPD), lie l'entreprise cliente, responsable du traitement («&#8239;le client&#8239;»), et{' '}
        {publisher}, sous-traitant («&#8239;Pointeo&#8239;»). Il fait partie des{' '}
        <Link to="/conditions" className={linkClass}>
          conditions générales
        </Link>{' '}
        et est accepté avec elles.
      </p>

      <Section id="objet" title="Objet et durée">
        <p>
          Pointeo traite pour le compte du client les données personnelles de ses salariés et utilisateurs
          nécessaires au service de pointage et de gestion du temps de travail. L'accord dure autant que
          l'abonnement, puis jusqu'à la suppression des données dans les délais indiqués ci-dessous.
        </p>
      </Section>

      <Section id="traitement" title="Nature et finalités du traitement">
        <p>
          Collecte, enregistrement, conservation, calcul, consultation, export et suppression, dans le seul
          but de&#8239;: enregistrer les pointages, calculer les heures et heures supplémentaires, gérer les
          absences et congés, produire les feuilles de temps, rapports et fichiers de paie, et permettre à
          chaque salarié de consulter ses propres données.
        </p>
      </Section>

      <Section id="categories" title="Catégories de données et de personnes concernées">
        <Items>
          <li>
            Personnes&#8239;: les salariés du client, ses utilisateurs de Pointeo (administrateurs,
            responsables de site, gestionnaires de paie, comptables).
          </li>
          <li>
            Données&#8239;: identité (nom, prénom, e-mail facultatif, matricule), affectation (site, centre de
            coût, contrat), moyens de pointage (code PIN, badge), pointages et heures, corrections, absences
            et congés, et, seulement si le client l'active pour un site, la position lue au pointage.
          </li>
          <li>
            Aucune donnée sensible au sens de l'article 9 du RGPD, en particulier aucune donnée biométrique.
          </li>
        </Items>
      </Section>

      <Section id="obligations" title="Obligations de Pointeo">
        <Items>
          <li>
            Traiter les données uniquement sur instruction documentée du client, à savoir l'usage du service
            et ses réglages&#8239;; l'informer si une instruction lui paraît contraire au RGPD.
          </li>
          <li>
            Garantir la confidentialité&#8239;: les personnes autorisées à accéder aux données y sont tenues.
          </li>
          <li>Ne pas utiliser les données à d'autres fins, ni les vendre, ni les céder.</li>
          <li>Tenir le registre des traitements effectués pour le compte du client.</li>
          <li>
            Notifier au client toute violation de données dans les meilleurs délais, au plus tard 48 heures
            après en avoir pris connaissance, avec les informations utiles à sa propre notification à la CNIL.
          </li>
        </Items>
      </Section>

      <Section id="sous-traitants" title="Sous-traitants ultérieurs">
        <p>
          Le client autorise Pointeo à recourir aux sous-traitants suivants, tenus aux mêmes obligations par
          contrat&#8239;:
        </p>
        <Subprocessors />
        <p>
          Tout ajout ou remplacement est annoncé au client au moins 30 jours à l'avance&#8239;; le client peut
          s'y opposer et, à défaut de solution, résilier son abonnement.
        </p>
      </Section>

      <Section id="securite" title="Mesures de sécurité">
        <Items>
          <li>
            Chiffrement des échanges (HTTPS) et des secrets enregistrés (clés de connexion aux logiciels de
            paie).
          </li>
          <li>
            Mots de passe et badges conservés sous forme d'empreinte&#8239;; refus des mots de passe
            courants&#8239;; double authentification.
          </li>
          <li>Accès par rôle et par site, limitation des tentatives de connexion, sessions révocables.</li>
          <li>
            Pointages jamais modifiés&#8239;: toute correction est un nouvel enregistrement (auteur, date,
            avant, après, motif).
          </li>
          <li>
            Hébergement dans l'Union européenne, sauvegardes, suppression automatique des positions après 2
            mois.
          </li>
        </Items>
      </Section>

      <Section id="assistance" title="Assistance au client">
        <p>
          Pointeo aide le client à répondre aux demandes des personnes (accès, rectification, effacement,
          portabilité)&#8239;: le service permet d'exporter les données d'un salarié ou de toute l'entreprise,
          de corriger et d'archiver. Il l'aide aussi pour ses analyses d'impact et ses échanges avec la CNIL,
          en lui fournissant les informations dont il dispose.
        </p>
      </Section>

      <Section id="fin" title={'Fin du contrat\u202f: restitution et suppression'}>
        <p>
          Avant de fermer son compte, le client peut exporter l'ensemble de ses données (fichiers CSV et
          JSON). À la fermeture, les utilisateurs et les salariés sont anonymisés&#8239;; les données de temps
          de travail sont conservées pendant la durée choisie par le client (5 ans par défaut, jamais moins de
          3 ans), au titre de ses obligations d'employeur, puis supprimées automatiquement&#8239;; les
          factures sont conservées 10 ans.
        </p>
      </Section>

      <Section id="audits" title="Audits">
        <p>
          Pointeo met à disposition du client les informations nécessaires pour démontrer le respect de ses
          obligations et permet des audits, y compris des inspections, par le client ou un auditeur qu'il
          mandate, sur demande écrite à {contact} au moins 30 jours à l'avance, une fois par an au plus sauf
          violation de données, aux frais du client et dans le respect de la confidentialité des autres
          clients.
        </p>
      </Section>
    </LegalArticle>
  );
}
