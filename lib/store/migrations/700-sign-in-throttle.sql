-- The sign-in throttle's counters (lib/auth/login-throttle.ts), in the table layout
-- rate-limiter-flexible's RateLimiterPostgres reads and writes (key, points, expire in epoch
-- milliseconds); the key is text rather than its varchar(255), so a long login name cannot make
-- an attempt fail to count. Rows an hour past their expiry are purged by the limiter.
CREATE TABLE login_throttle (
  key text PRIMARY KEY,
  points integer NOT NULL DEFAULT 0,
  expire bigint
);
CREATE INDEX login_throttle_expire ON login_throttle (expire);
