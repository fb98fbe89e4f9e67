ALTER TABLE "company_time_settings" ADD COLUMN "complementary_up_to_third" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- hand-written: (issue 27 items 2, 3 and 5, decision 040)
-- Paid leave counts toward the weekly overtime threshold since Cass. soc. 10 September 2025
-- (n° 23-14.455): every company's built-in 'Congés payés' type gets 'Compte pour les heures
-- supplémentaires'; a company may still turn it off.
UPDATE "absence_types" SET "counts_as_worked_time" = true WHERE "code" = 'conges-payes';--> statement-breakpoint
-- Heures complémentaires are now two payroll figures (10 % and 25 %), and 1 May's hours one of their
-- own: saved codes get the suggested ones, or none where the company had left the old figure out.
UPDATE "company_payroll_settings" SET "codes" = ("codes" - 'complementaryMinutes') || jsonb_build_object(
  'complementary10Minutes', CASE WHEN "codes"->>'complementaryMinutes' = '' THEN '' ELSE 'HC10' END,
  'complementary25Minutes', CASE WHEN "codes"->>'complementaryMinutes' = '' THEN '' ELSE 'HC25' END,
  'mayDayMinutes', CASE WHEN "codes"->>'holidayMinutes' = '' THEN '' ELSE 'H1MAI' END
)
WHERE NOT ("codes" ? 'complementary10Minutes');--> statement-breakpoint
-- A saved custom report that showed 'Heures complémentaires' shows its two parts.
UPDATE "custom_reports" SET "definition" = jsonb_set(
  "definition",
  '{columns}',
  (("definition"->'columns') - 'complementaryMinutes') || '["complementary10Minutes", "complementary25Minutes"]'::jsonb
)
WHERE "definition"->'columns' ? 'complementaryMinutes';
