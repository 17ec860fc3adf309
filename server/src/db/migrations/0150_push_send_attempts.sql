-- A push whose send was cut off (the process killed while the provider was answering, or the
-- provider silent past its time-out) must not be sent again blindly: attempt_started_at marks an
-- attempt in flight, cleared when the provider's answer is recorded. A job that finds it still set
-- records the push as 'unknown' (the history says so) instead of sending it a second time.
alter table pushes add column attempt_started_at timestamptz;
alter table pushes drop constraint pushes_state_check;
alter table pushes add constraint pushes_state_check
  check (state in ('scheduled', 'sending', 'sent', 'failed', 'cancelled', 'unknown'));
