export const PUBLIC_NAV_LINKS = [
  { to: '/', label: 'Accueil' },
  { to: '/pricing', label: 'Tarifs' },
  { to: '/contact', label: 'Contact' },
  { to: '/legal', label: 'Mentions légales' },
] as const;
