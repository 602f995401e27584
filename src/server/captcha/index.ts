/**
 * Self-hosted ALTCHA captcha (architecture: captcha). Server: `verifyCaptcha(payload, body.captcha)` in a form's API
 * route (French text of a refusal: `CAPTCHA_MESSAGES[verdict.reason]`, src/lib/forms/messages.ts); the widget fetches challenges from
 * GET /api/captcha/challenge. Client: `<CaptchaField>` from src/features/forms/CaptchaField.tsx.
 */

export { CAPTCHA_MESSAGES } from '@/lib/forms/messages'
export { issueCaptchaChallenge, verifyCaptcha } from './verify'
