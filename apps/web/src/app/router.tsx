import type { RouteObject } from 'react-router';
import { HomePage } from '../features/marketing/home-page';
import { Layout } from './layout';
import { RouteError } from './route-error';

/**
 * The home page ships in the entry chunk; every other page is its own chunk, loaded on first visit.
 * The browser makes its router from these, and so does the server rendering the public pages.
 */
export const routes: RouteObject[] = [
  { path: '/pointage', lazy: () => import('../features/clock/kiosk-page').then(asRoute) },
  { path: '/moi', lazy: () => import('../features/employee-space/space-page').then(asRoute) },
  {
    // SIMULATOR_CHECKOUT_PATH, spelt out: importing it would put zod in the home page's chunk.
    path: '/simulateur-paiement/:id',
    lazy: () => import('../features/payment-simulator/simulator-checkout-page').then(asRoute),
    errorElement: <RouteError />,
  },
  {
    element: <Layout />,
    errorElement: <RouteError />,
    children: [
      { index: true, element: <HomePage /> },
      { path: 'pricing', lazy: () => import('./routes/pricing-page').then(asRoute) },
      { path: 'contact', lazy: () => import('../features/contact/contact-page').then(asRoute) },
      { path: 'legal', lazy: () => import('../features/legal/legal-page').then(asRoute) },
      { path: 'confidentialite', lazy: () => import('../features/legal/privacy-page').then(asRoute) },
      { path: 'conditions', lazy: () => import('../features/legal/terms-page').then(asRoute) },
      {
        path: 'sous-traitance',
        lazy: () => import('../features/legal/processing-agreement-page').then(asRoute),
      },
      { path: 'login', lazy: () => import('../features/accounts/login-page').then(asRoute) },
      { path: 'register', lazy: () => import('../features/accounts/register-page').then(asRoute) },
      {
        path: 'forgot-password',
        lazy: () => import('../features/accounts/forgot-password-page').then(asRoute),
      },
      {
        path: 'reset-password',
        lazy: () => import('../features/accounts/reset-password-page').then(asRoute),
      },
      {
        path: 'invitation/:token',
        lazy: () => import('../features/accounts/invitation-page').then(asRoute),
      },
      {
        path: 'payment-success',
        lazy: () => import('../features/billing/payment-success-page').then(asRoute),
      },
      { path: '*', lazy: () => import('./not-found-page').then(asRoute) },
    ],
  },
  {
    element: <Layout withFooter={false} />,
    errorElement: <RouteError />,
    children: [{ path: 'account', lazy: () => import('./routes/account-page').then(asRoute) }],
  },
];

function asRoute(module: { default: React.ComponentType }) {
  return { Component: module.default };
}
