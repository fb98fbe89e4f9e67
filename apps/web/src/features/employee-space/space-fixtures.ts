/** The employee signed in to the space in the web tests (GET /api/me). */
export const ME = {
  employeeId: '00000000-0000-4000-8000-0000000000e1',
  firstName: 'Zoé',
  lastName: 'Martin',
  companyName: 'Boulangerie Martin',
};
