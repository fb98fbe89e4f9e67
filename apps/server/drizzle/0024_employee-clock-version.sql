-- Raised by every punch: the punch that locks an employee reads their clock state in the same
-- statement and tells by this version whether a punch committed while it waited for the lock.
ALTER TABLE "employees" ADD COLUMN "clock_version" integer DEFAULT 0 NOT NULL;
