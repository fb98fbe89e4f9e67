-- Counters of a minute or an hour need no crash safety: without the write-ahead log, a hit no longer
-- waits for a disk flush behind the hits before it on the same key (decision 090).
ALTER TABLE "rate_limit_counters" SET UNLOGGED;
