import {
  confirmedPassword,
  emailFieldSchema,
  newPasswordFieldSchema,
  passwordConfirmationFieldSchema,
} from './accounts';
import { ROLES, type Role, roleHasSites } from './permissions';
import { requiredText } from './text';
import { z } from './zod';

/**
 * Members of a company and their invitations (issue 29, decision 054). The roles and who may grant
 * what are permissions.ts's; the number of members a plan allows, plans.ts's.
 */

/** Days an invitation link stays valid. */
export const INVITATION_VALIDITY_DAYS = 7;

export const TEAM_MESSAGES = {
  adminOnly: "Seul un administrateur peut gérer l'équipe.",
  roleRequired: 'Le rôle est obligatoire',
  roleUnknown: "Ce rôle n'existe pas",
  roleAboveOwn: 'Vous ne pouvez pas attribuer un rôle supérieur au vôtre.',
  ownerUntouchable: 'Le propriétaire du compte ne peut être ni modifié ni retiré.',
  selfUntouchable: 'Vous ne pouvez pas modifier ni retirer votre propre accès.',
  emailHasAccount: 'Cette adresse e-mail a déjà un compte Pointeo',
  alreadyInvited: 'Une invitation est déjà en attente pour cette adresse e-mail',
  memberNotFound: 'Membre introuvable',
  invitationNotFound: 'Invitation introuvable',
  invitationInvalid:
    "Ce lien d'invitation n'est plus valable\u202f: il a expiré, a déjà servi ou a été annulé.",
  invited: 'Invitation envoyée',
  revoked: 'Invitation annulée',
  roleChanged: 'Rôle modifié',
  removed: 'Membre retiré',
  accepted: "Bienvenue dans l'équipe",
  nameRequired: 'Le nom est obligatoire',
  sitesRequired: 'Choisissez au moins un site',
  siteUnknown: "Un des sites choisis n'existe pas ou est archivé",
  siteOutsideOwn: "Vous ne pouvez pas donner accès à un site qui n'est pas le vôtre.",
} as const;

const roleSchema = z.enum(ROLES, {
  error: (issue) => (issue.input === undefined ? TEAM_MESSAGES.roleRequired : TEAM_MESSAGES.roleUnknown),
});

/** At most this many sites given to one member, a bound on the request's size. */
const MAX_MEMBER_SITES = 200;

/**
 * The role and, for a role whose rights reach only its sites (the Responsable de site), the sites
 * given to it (at least one); for the other roles the list is ignored: they reach every site.
 */
const grantShape = {
  role: roleSchema,
  siteIds: z.array(z.uuid(TEAM_MESSAGES.siteUnknown)).max(MAX_MEMBER_SITES).default([]),
};

function withSites<T extends { role: Role; siteIds: string[] }>(grant: T): T {
  return roleHasSites(grant.role)
    ? { ...grant, siteIds: [...new Set(grant.siteIds)] }
    : { ...grant, siteIds: [] };
}

const sitesGiven = (grant: { role: Role; siteIds: string[] }) =>
  !roleHasSites(grant.role) || grant.siteIds.length > 0;
const sitesRequiredIssue = { message: TEAM_MESSAGES.sitesRequired, path: ['siteIds'] };

export const invitationInputSchema = z
  .object({ email: emailFieldSchema, ...grantShape })
  .refine(sitesGiven, sitesRequiredIssue)
  .transform(withSites);
export type InvitationInput = z.output<typeof invitationInputSchema>;
export type InvitationInputValues = z.input<typeof invitationInputSchema>;

export const roleChangeSchema = z
  .object(grantShape)
  .refine(sitesGiven, sitesRequiredIssue)
  .transform(withSites);
export type RoleChange = z.output<typeof roleChangeSchema>;
export type RoleChangeValues = z.input<typeof roleChangeSchema>;

export const acceptInvitationSchema = z.object({
  name: requiredText(TEAM_MESSAGES.nameRequired, { max: 120 }),
  password: newPasswordFieldSchema,
});
export type AcceptInvitationInput = z.infer<typeof acceptInvitationSchema>;

/** The invitation page's form: the password typed twice, as at registration; only name and password are sent. */
export const acceptInvitationFormSchema = acceptInvitationSchema
  .extend({ passwordConfirmation: passwordConfirmationFieldSchema })
  .refine(...confirmedPassword);
export type AcceptInvitationFormValues = z.input<typeof acceptInvitationFormSchema>;

/** A member's user id: a uuid, or an older account's letters and digits; anything else names nobody. */
export const memberUserIdParamsSchema = z.object({
  userId: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, TEAM_MESSAGES.memberNotFound),
});
export const invitationIdParamsSchema = z.object({ id: z.uuid(TEAM_MESSAGES.invitationNotFound) });
export const invitationTokenParamsSchema = z.object({
  token: z.string().regex(/^[A-Za-z0-9_-]{43}$/, TEAM_MESSAGES.invitationInvalid),
});

export const teamSchema = z.object({
  members: z
    .array(
      z.object({
        userId: z.string(),
        name: z.string(),
        email: z.string(),
        role: roleSchema,
        siteIds: z.array(z.string()).max(MAX_MEMBER_SITES),
        isOwner: z.boolean(),
        isYou: z.boolean(),
      }),
    )
    .max(1000),
  invitations: z
    .array(
      z.object({
        id: z.string(),
        email: z.string(),
        role: roleSchema,
        siteIds: z.array(z.string()).max(MAX_MEMBER_SITES),
        expiresAt: z.string(),
      }),
    )
    .max(1000),
  /** The company's live sites, for the sites given to a Responsable de site and their names. */
  sites: z.array(z.object({ id: z.string(), name: z.string() })).max(1000),
});
export type Team = z.infer<typeof teamSchema>;

export const invitationPreviewSchema = z.object({
  companyName: z.string(),
  inviterName: z.string(),
  email: z.string(),
  role: roleSchema,
});
export type InvitationPreview = z.infer<typeof invitationPreviewSchema>;

/** The signed-in member, for the web to show their name and hide what their role cannot do. */
export const currentMemberSchema = z.object({
  userId: z.string(),
  name: z.string(),
  role: roleSchema,
  isOwner: z.boolean(),
  /** 'all', or the ids of the sites given to a Responsable de site. */
  sites: z.union([z.literal('all'), z.array(z.string()).max(MAX_MEMBER_SITES)]),
  /** The company requires two-factor sign-in and this member must turn it on first (decision 080). */
  mustEnrolTwoFactor: z.boolean().default(false),
});
export type CurrentMember = z.infer<typeof currentMemberSchema>;
