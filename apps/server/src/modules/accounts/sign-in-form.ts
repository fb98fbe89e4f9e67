import { SIGN_IN_FAILURE_PARAM, type SignInFailure } from '@pointeo/domain/account-messages';
import {
  type SignInInput,
  signInFormQuerySchema,
  signInFormSchema,
  signInSchema,
} from '@pointeo/domain/accounts';
import { DEFAULT_SIGNED_IN_PATH, RETURN_PARAM, safeReturnPath } from '@pointeo/domain/return-path';
import {
  SIGN_IN_CODE_STEP,
  SIGN_IN_STEP_PARAM,
  signInCodeFormSchema,
  signInCodeSchema,
} from '@pointeo/domain/two-factor';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error';
import { assertSameOriginForm } from '../../lib/origin-check';

/** A session opened, or the password was right and the code step of two-factor sign-in follows. */
export type SignInOutcome = 'session' | 'code';

export interface SignInFormOptions {
  baseUrl: string;
  /** The API's sign-in (limits, session cookies): throws the AppError the JSON route would answer. */
  signIn: (request: FastifyRequest, reply: FastifyReply, credentials: SignInInput) => Promise<SignInOutcome>;
  /** The API's code step (decision 080): throws as the JSON route would. */
  verifyCode: (request: FastifyRequest, reply: FastifyReply, code: string) => Promise<void>;
}

/** An e-mail and a password, with room to spare: a bigger form is no sign-in. */
const FORM_BODY_LIMIT = 4096;

/** Which failure the page shows, by the API's error code; anything else is a real error. */
const FAILURES: Record<string, SignInFailure> = {
  INVALID_CREDENTIALS: 'identifiants',
  TOO_MANY_ATTEMPTS: 'limite',
  SIGN_IN_UNAVAILABLE: 'indisponible',
  TWO_FACTOR_CODE_INVALID: 'code',
  TWO_FACTOR_STEP_EXPIRED: 'expire',
  TWO_FACTOR_LOCKED: 'verrou',
};

/** The login page at its code step, keeping where to go afterwards. */
function codeStepPath(returnPath: string | null, failure?: SignInFailure) {
  const query = new URLSearchParams({ [SIGN_IN_STEP_PARAM]: SIGN_IN_CODE_STEP });
  if (failure) query.set(SIGN_IN_FAILURE_PARAM, failure);
  if (returnPath) query.set(RETURN_PARAM, returnPath);
  return `/login?${query}`;
}

/**
 * POST /login: the login page's form as a browser posts it before the page's script runs (decision
 * record 027). Answers with a redirect, never a page, so a reload does not post the password again:
 * to `?redirect=` if it is a path of this site, else to the account; back to /login?echec=… on failure.
 */
export const signInFormRoutes: FastifyPluginAsyncZod<SignInFormOptions> = async (
  app,
  { baseUrl, signIn, verifyCode },
) => {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );

  app.post(
    '/login',
    {
      config: { access: 'public' },
      schema: {
        querystring: signInFormQuerySchema,
        body: signInFormSchema,
      },
    },
    async (request, reply) => {
      assertSameOriginForm(request, baseUrl);
      // What the page's script would have refused field by field, the bare form hears as a failed sign-in.
      const credentials = signInSchema.safeParse(request.body);
      const outcome: { value: SignInOutcome } = { value: 'session' };
      const failure = credentials.success
        ? await signInFailure(async () => {
            outcome.value = await signIn(request, reply, credentials.data);
          })
        : 'identifiants';
      const returnPath = safeReturnPath(request.query[RETURN_PARAM]);
      let target = returnPath ?? DEFAULT_SIGNED_IN_PATH;
      if (failure) target = `/login?${new URLSearchParams({ [SIGN_IN_FAILURE_PARAM]: failure })}`;
      else if (outcome.value === 'code') target = codeStepPath(returnPath);
      return reply.redirect(target, 303);
    },
  );

  // The code step of two-factor sign-in, posted the same way (decision 080).
  app.post(
    '/login/code',
    {
      config: { access: 'public' },
      schema: { querystring: signInFormQuerySchema, body: signInCodeFormSchema },
    },
    async (request, reply) => {
      assertSameOriginForm(request, baseUrl);
      const code = signInCodeSchema.safeParse(request.body);
      const failure = code.success
        ? await signInFailure(() => verifyCode(request, reply, code.data.code))
        : 'code';
      const returnPath = safeReturnPath(request.query[RETURN_PARAM]);
      let target = returnPath ?? DEFAULT_SIGNED_IN_PATH;
      // An expired step starts again from the password.
      if (failure === 'expire')
        target = `/login?${new URLSearchParams({ [SIGN_IN_FAILURE_PARAM]: failure })}`;
      else if (failure) target = codeStepPath(returnPath, failure);
      return reply.redirect(target, 303);
    },
  );
};

async function signInFailure(attempt: () => Promise<void>): Promise<SignInFailure | null> {
  try {
    await attempt();
    return null;
  } catch (error) {
    const failure = error instanceof AppError ? FAILURES[error.code] : undefined;
    if (!failure) throw error;
    return failure;
  }
}
