-- The captcha replay guard (lib/captcha/altcha.ts): the nonce of every solved challenge the
-- panel accepted, so a payload is accepted once by whichever instance sees it first (the primary
-- key makes the INSERT the atomic check). Kept until the challenge expires (epoch milliseconds),
-- then purged.
CREATE TABLE captcha_spent (
  nonce text PRIMARY KEY,
  expires_at bigint NOT NULL
);
CREATE INDEX captcha_spent_expires ON captcha_spent (expires_at);
