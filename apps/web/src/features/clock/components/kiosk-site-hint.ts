/** The 'Site' field's hint where a kiosk is paired or activated. */
export const KIOSK_SITE_HINT = 'Les pointages faits sur cette borne seront ceux de ce site.';
