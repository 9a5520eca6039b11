// What the sign-in page tells the operator when the backend checks Google reCAPTCHA answers and
// the panel runs its own captcha (ALTCHA), which cannot satisfy it.
export const RECAPTCHA_REQUIRED_MESSAGE =
  "Sign-in cannot work yet: the backend requires Google reCAPTCHA. The panel's operator must set RECAPTCHA_SITE_KEY (and the backend's RECAPTCHA_SECRET_KEY) as the README's Settings explain.";
