import { describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES } from './account-messages';
import { EMPLOYEE_MESSAGES, employeeLimitReached } from './employee-messages';
import { employeeIdParamsSchema, employeeInputSchema, employeeListQuerySchema } from './employees';
import { TEXT_MESSAGES } from './text';

const messagesOf = (input: unknown) => {
  const result = employeeInputSchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};

describe('employee input schema', () => {
  it('makes a plain employee with no zone and no PIN from two names', () => {
    expect(employeeInputSchema.parse({ firstName: ' Zoé ', lastName: 'Martin' })).toEqual({
      firstName: 'Zoé',
      lastName: 'Martin',
      role: 'employee',
      zone: null,
      pinCode: null,
    });
  });

  it('reads empty PIN and zone fields as not given', () => {
    const parsed = employeeInputSchema.parse({ firstName: 'A', lastName: 'B', zone: ' ', pinCode: '' });
    expect(parsed).toMatchObject({ zone: null, pinCode: null });
  });

  it('refuses names made only of invisible characters as missing', () => {
    expect(messagesOf({ firstName: '\u200b', lastName: '\u00a0\ufeff' })).toEqual([
      EMPLOYEE_MESSAGES.namesRequired,
      EMPLOYEE_MESSAGES.namesRequired,
    ]);
  });

  it('refuses a NUL in a name or a zone', () => {
    expect(messagesOf({ firstName: 'Zo\u0000é', lastName: 'B', zone: 'Quai\u0000' })).toEqual([
      TEXT_MESSAGES.forbiddenCharacter,
      TEXT_MESSAGES.forbiddenCharacter,
    ]);
  });

  it('requires both names with the message of SPEC §5', () => {
    expect(messagesOf({ firstName: '  ', lastName: '' })).toEqual([
      EMPLOYEE_MESSAGES.namesRequired,
      EMPLOYEE_MESSAGES.namesRequired,
    ]);
    expect(messagesOf({})).toEqual([EMPLOYEE_MESSAGES.namesRequired, EMPLOYEE_MESSAGES.namesRequired]);
  });

  it('accepts a PIN of exactly 6 digits only', () => {
    expect(messagesOf({ firstName: 'A', lastName: 'B', pinCode: '012345' })).toEqual([]);
    for (const pinCode of ['12345', '1234567', '12a456']) {
      expect(messagesOf({ firstName: 'A', lastName: 'B', pinCode })).toEqual([ACCOUNT_MESSAGES.pinFormat]);
    }
  });

  it('knows only the employee and direction roles', () => {
    expect(messagesOf({ firstName: 'A', lastName: 'B', role: 'direction' })).toEqual([]);
    expect(messagesOf({ firstName: 'A', lastName: 'B', role: 'admin' })).toHaveLength(1);
  });
});

describe('employee list query', () => {
  it('starts on page 1 with no search', () => {
    expect(employeeListQuerySchema.parse({})).toEqual({ status: 'active', q: '', page: 1 });
    expect(employeeListQuerySchema.parse({ q: ' zoé ', page: '3', status: 'archived' })).toEqual({
      status: 'archived',
      q: 'zoé',
      page: 3,
    });
  });

  it('refuses page 0 and searches over 100 characters', () => {
    expect(employeeListQuerySchema.safeParse({ page: '0' }).success).toBe(false);
    expect(employeeListQuerySchema.safeParse({ q: 'x'.repeat(101) }).success).toBe(false);
  });

  it('words a page number that is not one, or too big, in French', () => {
    for (const page of ['abc', '\u0000', '2.5', '-1', '99999999999999999999']) {
      expect(employeeListQuerySchema.safeParse({ page }).error?.issues[0]?.message).toBe(
        EMPLOYEE_MESSAGES.badPage,
      );
    }
  });

  it('refuses a NUL in the search', () => {
    expect(employeeListQuerySchema.safeParse({ q: '\u0000' }).error?.issues[0]?.message).toBe(
      TEXT_MESSAGES.forbiddenCharacter,
    );
  });
});

it('refuses an employee id that is not a uuid with a French message', () => {
  const result = employeeIdParamsSchema.safeParse({ id: '42' });
  expect(result.error?.issues[0]?.message).toBe(EMPLOYEE_MESSAGES.notFound);
});

it('names the plan limit and the pricing page when the plan is full', () => {
  expect(employeeLimitReached('Gratuit', 10)).toBe(
    "Votre plan Gratuit est limité à 10 employés (hors direction). Passez à un plan supérieur pour en ajouter d'autres\u202f: /pricing",
  );
});
