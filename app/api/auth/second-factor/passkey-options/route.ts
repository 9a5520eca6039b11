export { POST } from "@/features/security/server/routes/sign-in-passkey-options";
