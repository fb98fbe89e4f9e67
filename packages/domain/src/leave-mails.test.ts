import { describe, expect, it } from 'vitest';
import { leaveAnswerMail, leaveRequestMail } from './leave-mails';

const request = {
  employeeName: 'Éric Martin',
  typeName: 'Congés payés',
  startDate: '2026-12-14',
  endDate: '2026-12-14',
  startHalfDay: false,
  endHalfDay: true,
  comment: null,
  link: 'https://pointeo.example/account?tab=leave#demande-b1',
};

describe('the e-mails of leave requests', () => {
  it("elides the employee's name in the subject and says a half day as the Congés tab does", () => {
    const mail = leaveRequestMail(request);
    expect(mail.subject).toBe("Nouvelle demande de congé d'Éric Martin");
    expect(mail.text).toContain(
      'Éric Martin demande un congé à la borne\u202f: Congés payés, le 14/12/2026 (matin).',
    );
    expect(mail.text).not.toContain('Commentaire');
    expect(mail.text).toContain(request.link);
  });

  it('gives the refusal and its reason to the employee', () => {
    const mail = leaveAnswerMail({
      firstName: 'Éric',
      companyName: 'Boulangerie Martin',
      typeName: 'RTT',
      startDate: '2026-12-14',
      endDate: '2026-12-15',
      status: 'refused',
      refusalReason: 'Inventaire',
    });
    expect(mail.subject).toBe('Votre demande de congé est refusée');
    expect(mail.text).toBe(
      'Bonjour Éric,\n\nVotre demande (RTT) du 14/12/2026 au 15/12/2026 est refusée\u202f: Inventaire.\n\nBoulangerie Martin, avec Pointeo',
    );
  });
});
