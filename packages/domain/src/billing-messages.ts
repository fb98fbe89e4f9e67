import type { PlanName } from './plans';

/** The French texts of plans, payments and invoices (SPEC §4, §8); zod-free for the pricing page. */
export const BILLING_MESSAGES = {
  notAuthenticated: 'Utilisateur non authentifié',
  signInFirst: 'Veuillez vous connecter ou créer un compte',
  downgradeToFreeScheduled:
    'Votre abonnement sera rétrogradé au plan gratuit à la fin de la période en cours.',
  downgradeToStandardScheduled:
    'Votre abonnement sera rétrogradé au plan Standard à la fin de la période en cours.',
  downgradeToFreeFailed: 'Erreur lors du passage au plan gratuit',
  downgradeToStandardFailed: 'Erreur lors du passage au plan Standard',
  upgradeFailed: "Erreur lors de la mise à niveau de l'abonnement",
  checkoutRedirectFailed: 'Erreur lors de la redirection vers le paiement',
  priceIdMissing: 'ID de prix non défini pour ce plan',
  checkoutSessionFailed: 'Impossible de créer une session de paiement',
  noActiveSubscription: 'Aucun abonnement actif trouvé',
  subscriptionUpdateFailed: "Erreur lors de la mise à jour de l'abonnement",
  checkoutCanceled: "Paiement annulé\u202f: aucun montant n'a été débité.",
  checkoutNotPaid: "Ce paiement n'est pas confirmé\u202f: votre abonnement n'a pas été modifié.",
  checkoutNotYours: "Cette session de paiement n'appartient pas à votre compte.",
  checkoutPlanMismatch:
    "Ce paiement ne correspond pas au plan indiqué\u202f: votre abonnement n'a pas été modifié.",
  checkoutUnknown: 'Session de paiement introuvable.',
  paymentFailed:
    'Le dernier paiement de votre abonnement a échoué. Mettez à jour votre moyen de paiement pour éviter une interruption.',
  settlePaymentFirst:
    "Le dernier paiement de votre abonnement n'a pas abouti\u202f: réglez-le avant de changer de plan.",
  // The narrow no-break space is written as itself so the SPEC string checker reads 'Paiement réussi !'.
  paymentSuccessTitle: 'Paiement réussi !',
  paymentSuccessUpdating: 'Mise à jour de votre compte en cours...',
  paymentSuccessUpdated: 'Votre compte a été mis à jour avec succès.',
  noInvoices: 'Aucune facture disponible',
  badPage: 'Le numéro de page doit être un nombre entier entre 1 et 10 000',
  invoiceNotFound: 'Facture non trouvée',
  invoiceForbidden: "Vous n'avez pas accès à cette facture",
  companyNotFound: 'Informations entreprise non trouvées',
  upgradeInvoicePlan: 'Mise à niveau vers Premium',
  upgradingLabel: 'Mise à niveau en cours...',
  downgradingLabel: 'Rétrogradation en cours...',
  currentPlan: 'Plan actuel',
  upgradeButton: 'Améliorer',
  downgradeButton: 'Rétrograder',
  subscribeButton: "S'abonner",
  contactSales: 'Contactez notre équipe commerciale',
  upgradeNotConfirmed:
    "Confirmez le montant de la mise à niveau avant le paiement\u202f: aucun montant n'a été débité.",
  upgradePreviewExpired:
    "Cet aperçu du montant a expiré\u202f: vérifiez à nouveau le montant avant de confirmer. Aucun montant n'a été débité.",
  upgradeAmountChanged:
    "Le montant à payer a changé depuis l'aperçu\u202f: vérifiez le nouveau montant avant de confirmer. Aucun montant n'a été débité.",
  nothingToPreview: "Ce changement de plan ne débite rien aujourd'hui.",
  upgradePreviewFailed: 'Impossible de calculer le montant de la mise à niveau',
} as const;

/** SPEC §9: a plan-change notice stays 6 s. */
export const PLAN_CHANGE_TOAST_MS = 6000;

export const alreadyOnPlan = (plan: string) => `Vous utilisez déjà le plan ${plan}`;

export const subscriptionConfirmed = (plan: PlanName) => `Abonnement au plan ${plan} confirmé`;

/** '12,34' as SPEC §4 writes it, with the no-break space French typography puts before '€'. */
export const upgradedToPremium = (amountCents: number) =>
  `Votre abonnement a été mis à niveau vers le plan Premium. Un prorata de ${(amountCents / 100)
    .toFixed(2)
    .replace('.', ',')}\u00a0€ a été facturé pour la période restante.`;

export const activeUntil = (date: string) => `Actif jusqu'au ${date}`;
export const activeFrom = (date: string) => `Actif le ${date}`;
