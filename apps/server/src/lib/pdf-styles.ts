/** The palette every Pointeo PDF (invoices, statements, custom reports) draws with. */
export const PDF_COLORS = {
  brand: '#1d4ed8',
  text: '#111827',
  muted: '#6b7280',
  rule: '#d1d5db',
  tint: '#eff6ff',
};
