CREATE TABLE "employee_entry_locks" (
	"company_id" text NOT NULL,
	"employee_id" uuid NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "employee_entry_locks_pkey" PRIMARY KEY("employee_id","company_id")
);
--> statement-breakpoint
ALTER TABLE "employee_entry_locks" ADD CONSTRAINT "employee_entry_locks_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- hand-written:
-- Decision 039: the entry lock's version moves from employees.clock_version to a row of its own per
-- employee, owned by the time sheets. Every employee gets theirs with the version they had, so a
-- punch in flight during the deploy still compares like with like; employees added later get theirs
-- from the first lock (an upsert). Migration 0029 then drops the old columns.
INSERT INTO "employee_entry_locks" ("company_id", "employee_id", "version")
SELECT "company_id", "id", "clock_version" FROM "employees";
