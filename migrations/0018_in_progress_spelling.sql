-- Custom migration (docs: src/shared/states.ts). One spelling for a call in progress: call_logs
-- held the carrier's `in-progress`; every state is now written with an underscore, and the next
-- migration's CHECK constraints refuse the old spelling, so existing rows are respelt first.
UPDATE "call_logs" SET "status" = 'in_progress' WHERE "status" = 'in-progress';
