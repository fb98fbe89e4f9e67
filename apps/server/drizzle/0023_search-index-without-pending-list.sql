-- Without rebuilding the index: no pending list from now on, and the one it holds merged now.
ALTER INDEX "employees_search_trgm_idx" SET (fastupdate = off);--> statement-breakpoint
SELECT gin_clean_pending_list('employees_search_trgm_idx'::regclass);
